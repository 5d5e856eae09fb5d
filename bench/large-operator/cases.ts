// The list cases the benches measure, shared by the scripts of one concern and the large operator.
import { addDays } from '@reserva/shared/common/dates';
import { defaultDashboardPeriod } from '@reserva/shared/dashboard/dashboard.rules';
import type { ListCase } from '../support';

const master = 'master@reserva.dev';
const admin = 'admin@reserva.dev';
const EMPLOYEES = '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER';
const MEMBERS = '/users?featureGroups=MEMBER';
const LODGERS = '/users?featureGroups=LODGER';

/** Every administration and people list with its filters and sorts (people seeded by seedPeople). */
export const adminListCases = (serraId: string): ListCase[] => [
  ['ventures, default', master, '/ventures'],
  ['ventures, name filter', master, '/ventures?name=preendimento%2099'],
  ['ventures, cnpj filter', master, '/ventures?cnpj=00.000.000/0099'],
  ['ventures, sort name ASC page 200', master, '/ventures?sort=name&order=ASC&page=200'],
  ['spots, default (venture-scoped)', admin, '/spots'],
  ['spots, name filter', admin, '/spots?name=Local%20123'],
  ['spots, sort name page 300', admin, '/spots?sort=name&order=ASC&page=300'],
  ['spots, MASTER, other venture', master, `/spots?ventureId=${serraId}`],
  ['activities, default', admin, '/activities'],
  ['activities, name filter', admin, '/activities?name=Local%2045'],
  ['activities, sort isActive', admin, '/activities?sort=isActive&order=ASC&page=100'],
  ['employees, default', admin, EMPLOYEES],
  ['employees, name filter', admin, `${EMPLOYEES}&name=rio%20777`],
  ['employees, cpf filter', admin, `${EMPLOYEES}&cpf=000.000.777`],
  ['employees, phone filter', admin, `${EMPLOYEES}&phone=(11)%2090000-7`],
  ['employees, sort email page 400', admin, `${EMPLOYEES}&sort=email&order=ASC&page=400`],
  ['employees, sort name last page', admin, `${EMPLOYEES}&sort=name&order=ASC&page=last`],
  ['members, default', admin, MEMBERS],
  ['members, name filter', admin, `${MEMBERS}&name=soa%20777`],
  ['members, e-mail filter', admin, `${MEMBERS}&email=pessoa1234`],
  ['members, cpf filter', admin, `${MEMBERS}&cpf=500.007.77`],
  ['members, phone filter', admin, `${MEMBERS}&phone=(21)%2090000-7`],
  ['members, experience 2', admin, `${MEMBERS}&experience=2`],
  ['members, sort name page 200', admin, `${MEMBERS}&sort=name&order=ASC&page=200`],
  ['members, sort name middle page', admin, `${MEMBERS}&sort=name&order=ASC&page=middle`],
  ['members, sort name last page', admin, `${MEMBERS}&sort=name&order=ASC&page=last`],
  ['members, default last page', admin, `${MEMBERS}&page=last`],
  ['members, MASTER, sort name middle page', master, `${MEMBERS}&sort=name&order=ASC&page=middle`],
  ['members, MASTER, sort name last page', master, `${MEMBERS}&sort=name&order=ASC&page=last`],
  ['members, name of 1 letter', admin, `${MEMBERS}&name=p`],
  ['members, name of 2 letters', admin, `${MEMBERS}&name=zq`],
  ['members, e-mail of 2 letters', admin, `${MEMBERS}&email=zq`],
  ['members, sort cpf DESC', admin, `${MEMBERS}&sort=cpf&order=DESC`],
  ['members, MASTER, every venture', master, MEMBERS],
  ['lodgers, default', admin, LODGERS],
  ['lodgers, name filter', admin, `${LODGERS}&name=soa%20778`],
  ['lodgers, phone filter', admin, `${LODGERS}&phone=(21)%2090000-8`],
  ['lodgers, sort email page 100', admin, `${LODGERS}&sort=email&order=ASC&page=100`],
  ['lodgers, default middle page', admin, `${LODGERS}&page=middle`],
  ['lodgers, default last page', admin, `${LODGERS}&page=last`],
  ['feature groups, default', master, '/feature-groups'],
  ['feature groups, search', master, '/feature-groups?search=Grupo%20500'],
  ['features, default', master, '/features'],
  ['features, search', master, '/features?search=BENCH_77'],
];

/** What the bookings list's filters look for: a person, an activity and its spot. */
export interface BookingTargets {
  memberId: string;
  memberName: string;
  memberDocument: string;
  activityId: string;
  activityName: string;
  spotName: string;
}

/** The bookings list with each filter and sort. */
export function bookingListCases(today: string, targets: BookingTargets): ListCase[] {
  const ALL = '/bookings?showPendingBookingsOnly=false';
  return [
    ['bookings, default (pending)', admin, '/bookings'],
    ['bookings, all, sort createdAt', admin, `${ALL}&sort=createdAt`],
    ['bookings, all, page 200', admin, `${ALL}&page=200`],
    ['bookings, all, middle page', admin, `${ALL}&page=middle`],
    ['bookings, all, last page', admin, `${ALL}&page=last`],
    ['bookings, all by createdAt, last page', admin, `${ALL}&sort=createdAt&page=last`],
    ['bookings, booked date', admin, `${ALL}&bookedDate=${addDays(today, 30)}`],
    ['bookings, date range', admin, `${ALL}&minBookedDate=${addDays(today, -7)}&maxBookedDate=${today}`],
    ['bookings, member name', admin, `${ALL}&userName=${encodeURIComponent(targets.memberName)}`],
    ['bookings, member document', admin, `${ALL}&userDocument=${targets.memberDocument}`],
    ['bookings, activity name', admin, `${ALL}&activityName=${encodeURIComponent(targets.activityName)}`],
    ['bookings, spot name', admin, `${ALL}&spotName=${encodeURIComponent(targets.spotName)}`],
    ['bookings, activity name `_`', admin, `${ALL}&activityName=_`],
    ['bookings, member name of 2 letters', admin, `${ALL}&userName=zq`],
    ['bookings, a member tab (10)', admin, `/bookings?userId=${targets.memberId}&limit=10`],
    ['bookings, an activity tab', admin, `/bookings?activityId=${targets.activityId}`],
    ['bookings, no-shows', admin, `${ALL}&noShowOnly=true`],
    ['bookings, guests', admin, '/bookings?guestBookings=true'],
    ['bookings, seller own sales', 'vendedor@reserva.dev', '/bookings'],
    ['bookings, seller name', admin, `${ALL}&sellerName=Vanessa`],
  ];
}

/** The dashboard for several periods and principals. */
export function dashboardCases(today: string): ListCase[] {
  const period = (from: number, to: number) =>
    `/dashboard?startDate=${addDays(today, from)}&endDate=${addDays(today, to)}`;
  const { startDate, endDate } = defaultDashboardPeriod(today);
  const standard = `/dashboard?startDate=${startDate}&endDate=${endDate}`;
  return [
    ['dashboard, default period (14 days)', admin, standard],
    ['dashboard, today', admin, period(0, 0)],
    ['dashboard, last 30 days', admin, period(-29, 0)],
    ['dashboard, 92 days', admin, period(-45, 46)],
    ['dashboard, seller own sales (14 days)', 'vendedor@reserva.dev', standard],
    ['dashboard, employee (no revenue)', 'funcionario@reserva.dev', standard],
  ];
}
