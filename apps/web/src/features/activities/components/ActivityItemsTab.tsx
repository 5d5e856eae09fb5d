import { Text } from '@mantine/core';
import type { ActivityItem, ActivityItemInput } from '@reserva/shared/activities/activities.schemas';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import { useVerifiedRecordActions } from '../../../ui/dialogs/use-verified-record-actions';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { EditableTable } from '../../../ui/list/EditableTable';
import { useCreateActivityItem, useDeleteActivityItem, useUpdateActivityItem } from '../api';
import { ActivityItemModal } from './ActivityItemModal';

const columns: DataTableColumn<ActivityItem>[] = [
  { key: 'name', header: 'Nome', render: (item) => <Text size="sm">{item.name}</Text> },
  { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
  { key: 'isActive', header: 'Ativo', width: 90, render: (item) => <YesNo value={item.isActive} /> },
];

/** 'Opcionais disponíveis': the activity's items, with the create/edit dialog and delete. */
export function ActivityItemsTab({ activityId, items }: { activityId: string; items: ActivityItem[] }) {
  const { can } = useRequiredSession();
  const dialogs = useRecordDialogs<ActivityItem>();
  const create = useCreateActivityItem();
  const update = useUpdateActivityItem();
  const remove = useDeleteActivityItem();
  const actions = useVerifiedRecordActions<ActivityItem, ActivityItemInput>(dialogs, {
    create: (body) => create.mutateAsync({ activityId, body }),
    // Changing an item that pending bookings use asks first (spec 002 s.4).
    update: (item, body, isVerified) => update.mutateAsync({ id: item.id, body, isVerified }),
    remove: (item, isVerified) => remove.mutateAsync({ id: item.id, isVerified }),
  });

  return (
    <EditableTable
      dialogs={dialogs}
      canWrite={can('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_WRITE_ACCESS')}
      canDelete={can('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_DELETE_ACCESS')}
      createLabel="Cadastrar item"
      rowName={(item) => item.name}
      onDelete={actions.confirmDelete}
      removing={remove.isPending}
      label="Opcionais disponíveis"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      emptyText="Nenhum opcional cadastrado"
      minWidth={520}
      modal={
        <ActivityItemModal
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
  );
}
