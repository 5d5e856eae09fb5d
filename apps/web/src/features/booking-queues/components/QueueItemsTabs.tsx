import { Paper, Tabs } from '@mantine/core';
import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';

type Item = QueueEntry['items'][number];
type Extra = QueueEntry['scheduleItems'][number];

const ITEM_COLUMNS: DataTableColumn<Item>[] = [
  { key: 'name', header: 'Nome', render: (item) => item.name },
  { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
];
const EXTRA_COLUMNS: DataTableColumn<Extra>[] = [
  { key: 'name', header: 'Nome', render: (item) => item.name },
];

/** The entry's optionals: 'Opcionais da atividade' and 'Opcionais do evento' (spec 001 s.2). */
export function QueueItemsTabs({ entry }: { entry: QueueEntry }) {
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
            rows={entry.items}
            loading={false}
            rowKey={(item) => item.activityItemId}
            emptyText="Nenhum opcional da atividade"
            minWidth={360}
          />
        </Tabs.Panel>
        <Tabs.Panel value="extras">
          <DataTable
            label="Opcionais do evento"
            columns={EXTRA_COLUMNS}
            rows={entry.scheduleItems}
            loading={false}
            rowKey={(item) => item.scheduleItemId}
            emptyText="Nenhum opcional do evento"
            minWidth={240}
          />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
