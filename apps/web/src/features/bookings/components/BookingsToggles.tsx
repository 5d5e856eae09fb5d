import { Group, Radio, Switch } from '@mantine/core';
import type { UseListParams } from '../../../ui/list/use-list-params';
import type { BookingAudience, BookingFilters, BookingSort } from '../bookings-query';

export interface BookingsTogglesProps {
  list: UseListParams<BookingSort, BookingFilters>;
  /** 'Minhas reservas' is not offered on a seller's own table. */
  showMine: boolean;
  /** A person's tab has no 'Todos': it lists its own bookings or its guests'. */
  showAll: boolean;
}

/** The list's toggles (spec 001 s.2): pending only, my bookings, and the Membro / Convidados radio. */
export function BookingsToggles({ list, showMine, showAll }: BookingsTogglesProps) {
  const { filters, setFilter } = list;
  return (
    <Group gap="md" wrap="wrap" align="center" mih={36}>
      <Switch
        label="Somente reservas pendentes"
        checked={filters.showPendingBookingsOnly}
        onChange={(event) =>
          setFilter('showPendingBookingsOnly', event.currentTarget.checked, { immediate: true })
        }
      />
      {showMine && (
        <Switch
          label="Minhas reservas"
          checked={filters.mine}
          onChange={(event) => setFilter('mine', event.currentTarget.checked, { immediate: true })}
        />
      )}
      <Radio.Group
        label="Reservas de"
        value={filters.audience}
        onChange={(value) => setFilter('audience', value as BookingAudience, { immediate: true })}
      >
        <Group gap="sm">
          {showAll && <Radio value="all" label="Todos" />}
          <Radio value="member" label="Membro" />
          <Radio value="guests" label="Convidados" />
        </Group>
      </Radio.Group>
    </Group>
  );
}
