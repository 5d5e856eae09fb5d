import { PAYMENT_STATUSES } from '@reserva/shared/bookings/payment-status';
import { addDays, daysBetween, todayInSaoPaulo } from '@reserva/shared/common/dates';
import {
  dashboardSections,
  NEARLY_FULL_DAYS,
  ratio,
  revenueGroup,
} from '@reserva/shared/dashboard/dashboard.rules';
import type {
  Dashboard,
  DashboardBookings,
  DashboardOccupancy,
  DashboardQuery,
  RevenueByStatus,
  RevenueTotals,
} from '@reserva/shared/dashboard/dashboard.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import type { BookingScope } from '../bookings/bookings.repository';
import { scopeOf } from '../bookings/bookings.service';
import * as repository from './dashboard.repository';

// The dashboard of the session's venture (decisions.md, Dashboard): only the sections the user's keys
// open are read. Booking figures follow the bookings list's scope (a seller who reads only its own sales
// counts those); occupancy and the nearly full events are the venture's, as the calendar shows them;
// revenue is the venture's with the sales report's keys, else that of the bookings the user reads, and
// only money received counts as revenue (revenueTotals: received, pending and cancelled apart).

const REPORT_KEYS = ['BOOKING_PAYMENT_REPORTS_FULL_ACCESS', 'BOOKING_PAYMENT_REPORTS_READ_ACCESS'] as const;

export async function read(ctx: AppContext, principal: Principal, query: DashboardQuery): Promise<Dashboard> {
  const sections = dashboardSections(principal.features);
  const period = { from: query.startDate, to: query.endDate };
  const scope = scopeOf(principal);
  const revenueScope = grantsAny(principal.features, REPORT_KEYS) ? { ...scope, sellerId: null } : scope;
  const [bookings, occupancy, nearlyFull, revenue] = await Promise.all([
    sections.bookings ? readBookings(ctx.readDb, scope, period) : null,
    sections.bookings ? readOccupancy(ctx.readDb, scope.ventureId, period) : null,
    sections.bookings ? readNearlyFull(ctx.readDb, scope.ventureId) : null,
    sections.revenue ? readRevenue(ctx.readDb, revenueScope, period) : null,
  ]);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    bookings,
    occupancy,
    nearlyFull,
    revenue,
    revenueTotals: revenue && totalsOf(revenue),
  };
}

async function readBookings(
  db: Executor,
  scope: BookingScope,
  period: repository.Period,
): Promise<DashboardBookings> {
  const today = todayInSaoPaulo();
  const [rows, ofToday] = await Promise.all([
    repository.bookingDays(db, scope, period),
    repository.bookingsOfDay(db, scope, today),
  ]);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const sum = (field: keyof Omit<repository.DayRow, 'date'>) =>
    rows.reduce((total, row) => total + row[field], 0);
  const [noShows, ended, late, cancelled] = [
    sum('noShows'),
    sum('ended'),
    sum('lateCancellations'),
    sum('cancelled'),
  ];
  const all = sum('bookings') + cancelled;
  return {
    today: { date: today, ...ofToday },
    days: Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, index) => {
      const date = addDays(period.from, index);
      const row = byDate.get(date);
      return { date, bookings: row?.bookings ?? 0, cancelled: row?.cancelled ?? 0 };
    }),
    noShows: { count: noShows, ended, rate: ratio(noShows, ended) },
    lateCancellations: { count: late, cancelled, bookings: all, rate: ratio(late, all) },
  };
}

async function readOccupancy(
  db: Executor,
  ventureId: string,
  period: repository.Period,
): Promise<DashboardOccupancy> {
  const rows = await repository.occupancyByActivity(db, ventureId, period);
  const booked = rows.reduce((total, row) => total + row.booked, 0);
  const vacancies = rows.reduce((total, row) => total + row.vacancies, 0);
  return {
    booked,
    vacancies,
    rate: ratio(booked, vacancies),
    activities: rows.map((row) => ({ ...row, rate: ratio(row.booked, row.vacancies) })),
  };
}

function readNearlyFull(db: Executor, ventureId: string) {
  const today = todayInSaoPaulo();
  return repository.nearlyFull(db, ventureId, { from: today, to: addDays(today, NEARLY_FULL_DAYS - 1) });
}

async function readRevenue(
  db: Executor,
  scope: BookingScope,
  period: repository.Period,
): Promise<RevenueByStatus[]> {
  const rows = await repository.revenueByStatus(db, scope, period);
  const order = (status: RevenueByStatus['status']) => PAYMENT_STATUSES.indexOf(status);
  return rows.sort((a, b) => order(a.status) - order(b.status));
}

/** Received, pending and cancelled money: only the first is revenue (dashboard.rules, revenueGroup). */
function totalsOf(rows: RevenueByStatus[]): RevenueTotals {
  const totals: RevenueTotals = {
    received: { payments: 0, amount: 0 },
    pending: { payments: 0, amount: 0 },
    cancelled: { payments: 0, amount: 0 },
  };
  for (const row of rows) {
    const total = totals[revenueGroup(row.status)];
    total.payments += row.payments;
    total.amount += row.amount;
  }
  return totals;
}
