import { Divider, Paper, SimpleGrid, Text } from '@mantine/core';
import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatDate, formatDateTime, formatMoney } from '../../../ui/format';
import { WhoMayBook } from '../../ventures/components/LevelTexts';
import { timeSpanText } from '../format-booking';
import { ActivitySpotDetailItems } from './ActivitySpotDetailItems';

/** What was booked (spec 001 s.2, Booking details): activity and spot (linked), date, times, payment, prices. */
export function BookingSummaryCard({ booking }: { booking: BookingDetails }) {
  const { activitySchedule: schedule } = booking;
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <ActivitySpotDetailItems activity={booking.activity} spot={booking.spot} />
        <DetailItem label="Data">{formatDate(booking.bookedDate)}</DetailItem>
        <DetailItem label="Horário reservado">{timeSpanText(booking)}</DetailItem>
        <DetailItem label="Horário do evento">{timeSpanText(schedule)}</DetailItem>
        <DetailItem label="Modalidade">{schedule.modalityTitle}</DetailItem>
        <DetailItem label="Lado da onda">{waveSideLabel(schedule.waveSide)}</DetailItem>
        <DetailItem label="Quem pode reservar">
          <WhoMayBook code={schedule.minUserExperience} ventureId={booking.ventureId} />
        </DetailItem>
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
