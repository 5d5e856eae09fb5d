import { Alert, Button, List, Stack } from '@mantine/core';
import { IconCalendarX, IconCash, IconInfoCircle, IconListCheck, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { HistoryLink } from '../audit/HistoryLink';
import { useBooking, useLiveBookings } from './api';
import { BOOKING_KEYS, type BookingActionTarget, bookingActions, cancelBlockReasons } from './booking-rules';
import { BOOKING_EXTRA_COLUMNS, BookingItemsTabs } from './components/BookingItemsTabs';
import { BookingPassCard } from './components/BookingPassCard';
import { BookingSummaryCard } from './components/BookingSummaryCard';
import { BookingUserCard } from './components/BookingUserCard';
import { CancellationCard } from './components/CancellationCard';
import { ChangeOptionalsDialog } from './components/ChangeOptionalsDialog';
import { useBookingDialogs } from './components/use-booking-dialogs';

/** /bookings/details with `bookingId` in the navigation state (spec 001 s.2, Booking details). */
export function BookingDetailsPage() {
  const bookingId = useStateId('bookingId');
  const navigate = useNavigate();
  const { can } = useRequiredSession();
  const booking = useBooking(bookingId);
  // Spec 001 s.4: after cancelling from the details the user goes to the list.
  const dialogs = useBookingDialogs(() => navigate('/bookings', { replace: true }));
  const [changingOptionals, setChangingOptionals] = useState(false);
  useLiveBookings();
  useLoadErrorToast(booking.error, 'Ocorreu um erro ao carregar os detalhes da reserva, tente novamente.');

  if (!bookingId || booking.isError) return <Navigate to="/bookings" replace />;
  const { data } = booking;
  if (!data) return <ContentLoader />;

  const target: BookingActionTarget = {
    id: data.id,
    userName: data.user.name,
    paymentStatus: data.paymentStatus,
    isExpired: data.isExpired,
    deletedAt: data.deletedAt,
    isCancelable: data.isCancelable,
  };
  const offered = bookingActions(target, can);
  const live = data.deletedAt === null;
  const canChangeOptionals = live && !data.isExpired && can(...BOOKING_KEYS.write);
  // Spec 001 s.4: why a live booking cannot be cancelled, for those who could cancel it.
  const blocked = live && !data.isCancelable && can(...BOOKING_KEYS.cancel) ? cancelBlockReasons(data) : [];

  return (
    <>
      <PageHeader
        title="Detalhes da reserva"
        backTo="/bookings"
        actions={
          <>
            <HistoryLink subjectType="booking" subjectId={data.id} name={data.user.name} />
            {offered.checkins && (
              <Button
                variant="default"
                leftSection={<IconUserCheck size={18} aria-hidden />}
                onClick={() => dialogs.open('checkins', target)}
              >
                Check-ins
              </Button>
            )}
            {canChangeOptionals && (
              <Button
                variant="default"
                leftSection={<IconListCheck size={18} aria-hidden />}
                onClick={() => setChangingOptionals(true)}
              >
                Alterar opcionais
              </Button>
            )}
            {offered.payAtClub && (
              <Button
                variant="light"
                color="teal"
                leftSection={<IconCash size={18} aria-hidden />}
                onClick={() => dialogs.open('payAtClub', target)}
              >
                Pagar no clube
              </Button>
            )}
            {offered.cancel && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconCalendarX size={18} aria-hidden />}
                onClick={() => dialogs.open('cancel', target)}
              >
                Cancelar
              </Button>
            )}
          </>
        }
      />
      <Stack gap="lg">
        {blocked.length > 0 && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title="A reserva não pode ser cancelada"
          >
            <List size="sm">
              {blocked.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!live && <CancellationCard booking={data} />}
        <BookingUserCard user={data.user} />
        <BookingSummaryCard booking={data} />
        {live && !data.isExpired && <BookingPassCard bookingId={data.id} />}
        <BookingItemsTabs
          items={data.bookingItems}
          extras={data.bookingScheduleItems}
          extraColumns={BOOKING_EXTRA_COLUMNS}
          minWidths={{ items: 420, extras: 640 }}
        />
      </Stack>
      {dialogs.dialogs}
      {changingOptionals && (
        <ChangeOptionalsDialog booking={data} onClose={() => setChangingOptionals(false)} />
      )}
    </>
  );
}
