import { Paper } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { BookingsTable } from './components/BookingsTable';

/** /bookings, 'Reservas' (spec 001 s.2, Booking list). */
export function BookingsPage() {
  return (
    <>
      <PageHeader title="Reservas" />
      <Paper withBorder p="md" radius="md">
        <BookingsTable pageSize={20} />
      </Paper>
    </>
  );
}
