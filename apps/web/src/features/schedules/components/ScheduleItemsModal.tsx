import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ScheduleItem, ScheduleItemInput } from '@reserva/shared/schedules/schedule-items.schemas';
import type { ScheduleView } from '@reserva/shared/schedules/schedules.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import { useVerifiedRecordActions } from '../../../ui/dialogs/use-verified-record-actions';
import { formatLimit, formatMoney } from '../../../ui/format';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { EditableTable } from '../../../ui/list/EditableTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import {
  useCreateScheduleItem,
  useDeleteScheduleItem,
  useScheduleItems,
  useUpdateScheduleItem,
} from '../api';
import { ScheduleItemModal } from './ScheduleItemModal';
import { timeRange } from './SchedulesTab';

// Spec 001 s.9: filters wait a second after the last key.
const SEARCH_DEBOUNCE_MS = 1000;

const columns: DataTableColumn<ScheduleItem>[] = [
  { key: 'isActive', header: 'Ativo', width: 80, render: (item) => <YesNo value={item.isActive} /> },
  { key: 'name', header: 'Nome', render: (item) => item.name },
  { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
  { key: 'provider', header: 'Prestador de serviço', render: (item) => item.user?.name ?? '—' },
  { key: 'price', header: 'Valor', render: (item) => formatMoney(item.price) },
  { key: 'quantity', header: 'Quantidade', render: (item) => formatLimit(item.totalAmount) },
  { key: 'isRequired', header: 'Obrigatório', render: (item) => <YesNo value={item.isRequired} /> },
];

/** 'Opcionais disponíveis' of one event: its extras, searched by name, with create, edit and delete. */
export function ScheduleItemsModal({ schedule, onClose }: { schedule: ScheduleView; onClose: () => void }) {
  const { can } = useRequiredSession();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const items = useScheduleItems(schedule.id, name);
  const dialogs = useRecordDialogs<ScheduleItem>();
  const create = useCreateScheduleItem(schedule.id);
  const update = useUpdateScheduleItem();
  const remove = useDeleteScheduleItem();
  const actions = useVerifiedRecordActions<ScheduleItem, ScheduleItemInput>(dialogs, {
    create: (body) => create.mutateAsync(body),
    update: (item, body, isVerified) => update.mutateAsync({ id: item.id, body, isVerified }),
    remove: (item, isVerified) => remove.mutateAsync({ id: item.id, isVerified }),
  });
  useLoadErrorToast(items.error, 'Ocorreu um erro ao carregar os opcionais do evento, tente novamente.');

  return (
    <Modal opened onClose={onClose} title="Opcionais disponíveis" centered size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Evento das {timeRange(schedule)}
          {schedule.modalityTitle ? ` · ${schedule.modalityTitle}` : ''}
        </Text>
        <TextInput
          type="search"
          aria-label="Nome do opcional"
          placeholder="Buscar por nome"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <EditableTable
          dialogs={dialogs}
          canWrite={can('ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS', 'ACTIVITY_SCHEDULE_ITEM_WRITE_ACCESS')}
          canDelete={can('ACTIVITY_SCHEDULE_ITEM_FULL_ACCESS', 'ACTIVITY_SCHEDULE_ITEM_DELETE_ACCESS')}
          createLabel="Cadastrar novo"
          rowName={(item) => item.name}
          onDelete={actions.confirmDelete}
          removing={remove.isPending}
          label="Opcionais do evento"
          columns={columns}
          rows={items.data}
          rowKey={(item) => item.id}
          emptyText={items.isPending ? 'Carregando...' : 'Nenhum opcional cadastrado'}
          minWidth={760}
          modal={
            <ScheduleItemModal
              opened={dialogs.editing !== undefined}
              record={dialogs.editing ?? null}
              saving={create.isPending || update.isPending}
              onSave={actions.save}
              onClose={dialogs.closeForm}
            />
          }
        >
          {actions.dialog}
        </EditableTable>
      </Stack>
    </Modal>
  );
}
