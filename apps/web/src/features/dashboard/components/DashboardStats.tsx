import { SimpleGrid } from '@mantine/core';
import { countText } from '@reserva/shared/common/count-text';
import type { DashboardBookings, DashboardOccupancy } from '@reserva/shared/dashboard/dashboard.schemas';
import { SCREEN_KEYS } from '@reserva/shared/permissions/screens';
import type { Can } from '../../../app/session/use-session';
import { formatShare } from '../format-dashboard';
import { STATS_COLS } from './DashboardSkeleton';
import { StatCard } from './StatCard';

/** Today's bookings and check-ins, and the period's rates, each linking into its list. */
export function DashboardStats({
  bookings,
  occupancy,
  can,
}: {
  bookings: DashboardBookings;
  occupancy: DashboardOccupancy | null;
  can: Can;
}) {
  const linkTo = (path: keyof typeof SCREEN_KEYS, label: string, search = '') =>
    can(...SCREEN_KEYS[path]) ? { to: `${path}${search}`, label } : undefined;
  const { today, noShows, lateCancellations } = bookings;
  return (
    <SimpleGrid cols={STATS_COLS} spacing="md">
      <StatCard
        label="Reservas de hoje"
        value={String(today.bookings)}
        detail={`${countText(today.checkedIn, 'check-in feito', 'check-ins feitos')}`}
        // Today's bookings, those already started or cancelled too (bookingFiltersFromSearch).
        link={linkTo('/bookings', 'Ver reservas', `?bookedDate=${today.date}&showPendingBookingsOnly=false`)}
      />
      <StatCard
        label="Taxa de no-show"
        value={formatShare(noShows.rate)}
        detail={`${countText(noShows.count, 'no-show', 'no-shows')} em ${countText(noShows.ended, 'reserva encerrada', 'reservas encerradas')}`}
        link={linkTo('/booking-no-shows', 'Ver no-shows')}
      />
      <StatCard
        label="Cancelamentos fora do prazo"
        value={formatShare(lateCancellations.rate)}
        detail={`${lateCancellations.count} de ${countText(lateCancellations.bookings, 'reserva', 'reservas')} (${countText(lateCancellations.cancelled, 'cancelada', 'canceladas')})`}
        link={linkTo('/booking-cancellations', 'Ver cancelamentos')}
      />
      {occupancy && (
        <StatCard
          label="Ocupação"
          value={formatShare(occupancy.rate)}
          detail={`${occupancy.booked} de ${countText(occupancy.vacancies, 'vaga', 'vagas')} em eventos com limite`}
        />
      )}
    </SimpleGrid>
  );
}
