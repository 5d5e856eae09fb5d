import { Paper, Tabs } from '@mantine/core';
import type { BookingItem, BookingScheduleItem } from '@reserva/shared/bookings/bookings.schemas';
import { YesNo } from '../../../ui/details/YesNo';
import { formatMoney } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';

const ITEM_COLUMNS: DataTableColumn<BookingItem>[] = [
  { key: 'name', header: 'Nome', render: (item) => item.name },
  { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
];

const EXTRA_COLUMNS: DataTableColumn<BookingScheduleItem>[] = [
  { key: 'name', header: 'Nome', render: (item) => item.name },
  { key: 'price', header: 'Valor', render: (item) => formatMoney(item.price) },
  { key: 'quantity', header: 'Quantidade', render: (item) => item.quantity },
  { key: 'required', header: 'Obrigatório', render: (item) => <YesNo value={item.isRequired} /> },
  { key: 'provider', header: 'Prestador de serviço', render: (item) => item.user?.name ?? '—' },
];

export interface BookingItemsTabsProps {
  items: BookingItem[];
  extras: BookingScheduleItem[];
}

/** The booking's optionals: 'Opcionais da atividade' and 'Opcionais do evento' (spec 001 s.2). */
export function BookingItemsTabs({ items, extras }: BookingItemsTabsProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="items">Opcionais da atividade</Tabs.Tab>
          <Tabs.Tab value="extras">Opcionais do evento</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <DataTable
            label="Opcionais da atividade"
            columns={ITEM_COLUMNS}
            rows={items}
            loading={false}
            rowKey={(item) => item.activityItemId}
            emptyText="Nenhum opcional da atividade"
            minWidth={420}
          />
        </Tabs.Panel>
        <Tabs.Panel value="extras">
          <DataTable
            label="Opcionais do evento"
            columns={EXTRA_COLUMNS}
            rows={extras}
            loading={false}
            rowKey={(item) => item.scheduleItemId}
            emptyText="Nenhum opcional do evento"
            minWidth={640}
          />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
