import { Paper, Tabs } from '@mantine/core';
import type { BookingItem, BookingScheduleItem } from '@reserva/shared/bookings/bookings.schemas';
import { YesNo } from '../../../ui/details/YesNo';
import { formatMoney } from '../../../ui/format';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../../ui/list/DataTable';

/** The first column of both tables. */
export const OPTIONAL_NAME_COLUMN: DataTableColumn<{ name: string }> = {
  key: 'name',
  header: 'Nome',
  render: (item) => item.name,
};

const ITEM_COLUMNS: DataTableColumn<BookingItem>[] = [
  OPTIONAL_NAME_COLUMN,
  { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
];

/** A booking's extras: what each cost and who serves it. */
export const BOOKING_EXTRA_COLUMNS: DataTableColumn<BookingScheduleItem>[] = [
  OPTIONAL_NAME_COLUMN,
  { key: 'price', header: 'Valor', render: (item) => formatMoney(item.price) },
  { key: 'quantity', header: 'Quantidade', render: (item) => item.quantity },
  { key: 'required', header: 'Obrigatório', render: (item) => <YesNo value={item.isRequired} /> },
  { key: 'provider', header: 'Prestador de serviço', render: (item) => item.user?.name ?? '—' },
];

const TABS = {
  items: { label: 'Opcionais da atividade', emptyText: 'Nenhum opcional da atividade' },
  extras: { label: 'Opcionais do evento', emptyText: 'Nenhum opcional do evento' },
} as const;

const itemKey = (item: BookingItem) => item.activityItemId;
const extraKey = (extra: { scheduleItemId: string }) => extra.scheduleItemId;

type TabTable<Row> = Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'minWidth'>;

/** One tab's body: its table, named as the tab. */
function OptionalsPanel<Row>({ tab, ...table }: TabTable<Row> & { tab: keyof typeof TABS }) {
  return (
    <Tabs.Panel value={tab}>
      <DataTable {...TABS[tab]} loading={false} {...table} />
    </Tabs.Panel>
  );
}

export interface BookingItemsTabsProps<Extra extends { scheduleItemId: string }> {
  items: BookingItem[];
  extras: Extra[];
  /** A booking's extras show their cost (BOOKING_EXTRA_COLUMNS); a queue entry's only their names. */
  extraColumns: DataTableColumn<Extra>[];
  /** Below these widths the tables scroll sideways instead of squeezing their columns. */
  minWidths: Record<keyof typeof TABS, number>;
}

/**
 * The optionals of a booking or a queue entry (spec 001 s.2, Booking and Booking queue details): the
 * tabs 'Opcionais da atividade' and 'Opcionais do evento'.
 */
export function BookingItemsTabs<Extra extends { scheduleItemId: string }>({
  items,
  extras,
  extraColumns,
  minWidths,
}: BookingItemsTabsProps<Extra>) {
  const tables = {
    items: { columns: ITEM_COLUMNS, rows: items, rowKey: itemKey, minWidth: minWidths.items },
    extras: { columns: extraColumns, rows: extras, rowKey: extraKey, minWidth: minWidths.extras },
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="items">{TABS.items.label}</Tabs.Tab>
          <Tabs.Tab value="extras">{TABS.extras.label}</Tabs.Tab>
        </Tabs.List>
        <OptionalsPanel tab="items" {...tables.items} />
        <OptionalsPanel tab="extras" {...tables.extras} />
      </Tabs>
    </Paper>
  );
}
