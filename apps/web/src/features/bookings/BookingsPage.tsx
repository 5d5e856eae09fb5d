import { Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { bookingFiltersFromSearch } from './bookings-query';
import { BookingsTable } from './components/BookingsTable';

/** /bookings, 'Reservas' (spec 001 s.2, Booking list). */
export function BookingsPage() {
  // A link's filters (the dashboard's today); a new address starts the table over from its own.
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader title="Reservas" />
      <Paper withBorder p="md" radius="md">
        <BookingsTable key={search.toString()} pageSize={20} filters={bookingFiltersFromSearch(search)} />
      </Paper>
    </>
  );
}
