import { Anchor, Divider, Paper, SimpleGrid, Text } from '@mantine/core';
import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { experienceLabel, waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatDate, formatDateTime, formatMoney } from '../../../ui/format';
import { timeSpanText } from '../format-booking';

function LinkOr({
  allowed,
  to,
  state,
  children,
}: {
  allowed: boolean;
  to: string;
  state: object;
  children: string;
}): ReactNode {
  return allowed ? (
    <Anchor component={Link} to={to} state={state} size="sm">
      {children}
    </Anchor>
  ) : (
    children
  );
}

/** What was booked (spec 001 s.2, Booking details): activity and spot (linked), date, times, payment, prices. */
export function BookingSummaryCard({ booking }: { booking: BookingDetails }) {
  const { can } = useRequiredSession();
  const { activitySchedule: schedule } = booking;
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <DetailItem label="Atividade">
          <LinkOr
            allowed={can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS')}
            to="/activities/details"
            state={{ activityId: booking.activity.id }}
          >
            {booking.activity.name}
          </LinkOr>
        </DetailItem>
        <DetailItem label="Local">
          <LinkOr
            allowed={can('SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS')}
            to="/spots/details"
            state={{ spotId: booking.spot.id }}
          >
            {booking.spot.name}
          </LinkOr>
        </DetailItem>
        <DetailItem label="Data">{formatDate(booking.bookedDate)}</DetailItem>
        <DetailItem label="Horário reservado">{timeSpanText(booking)}</DetailItem>
        <DetailItem label="Horário do evento">{timeSpanText(schedule)}</DetailItem>
        <DetailItem label="Modalidade">{schedule.modalityTitle}</DetailItem>
        <DetailItem label="Lado da onda">{waveSideLabel(schedule.waveSide)}</DetailItem>
        <DetailItem label="Experiência mínima">{experienceLabel(schedule.minUserExperience)}</DetailItem>
        <DetailItem label="Pagamento">{paymentStatusLabel(booking.paymentStatus)}</DetailItem>
        <DetailItem label="Vendedor">{booking.seller?.name}</DetailItem>
        <DetailItem label="Reservado em">{formatDateTime(booking.createdAt)}</DetailItem>
        <DetailItem label="Check-ins">{booking.checkins}</DetailItem>
      </SimpleGrid>
      <SimpleGrid cols={1} mt="lg">
        <DetailItem label="Descrição">{booking.description}</DetailItem>
      </SimpleGrid>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
        <DetailItem label="Preço da reserva">{formatMoney(booking.bookingPrice)}</DetailItem>
        <DetailItem label="Preço dos opcionais">{formatMoney(booking.itemsPrice)}</DetailItem>
        <DetailItem label="Total">
          <Text size="sm" fw={700}>
            {formatMoney(booking.totalPrice)}
          </Text>
        </DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
