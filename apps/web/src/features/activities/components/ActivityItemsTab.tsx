import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { ActivityItem, ActivityItemInput } from '@reserva/shared/activities/activities.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { usePendingBookingsConfirm } from '../../../ui/dialogs/use-pending-bookings-confirm';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useCreateActivityItem, useDeleteActivityItem, useUpdateActivityItem } from '../api';
import { ActivityItemModal } from './ActivityItemModal';
import { YesNo } from './YesNo';

type Editing = { item: ActivityItem | null } | null;

/** 'Opcionais disponíveis': the activity's items, with the create/edit dialog and delete. */
export function ActivityItemsTab({ activityId, items }: { activityId: string; items: ActivityItem[] }) {
  const { can } = useRequiredSession();
  const canWrite = can('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_WRITE_ACCESS');
  const canDelete = can('ACTIVITY_ITEM_FULL_ACCESS', 'ACTIVITY_ITEM_DELETE_ACCESS');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ActivityItem | null>(null);
  const create = useCreateActivityItem();
  const update = useUpdateActivityItem();
  const remove = useDeleteActivityItem();
  const pending = usePendingBookingsConfirm();

  const save = async (values: ActivityItemInput) => {
    const item = editing?.item;
    const saved = item
      ? // Changing an item that pending bookings use asks first (spec 002 s.4).
        await pending
          .run((isVerified) => update.mutateAsync({ id: item.id, body: values, isVerified }))
          .catch(() => undefined)
      : await create.mutateAsync({ activityId, body: values }).catch(() => undefined);
    if (saved) setEditing(null);
  };

  const confirmDelete = async (item: ActivityItem) => {
    await pending
      .run(async (isVerified) => {
        try {
          return await remove.mutateAsync({ id: item.id, isVerified });
        } finally {
          setDeleting(null); // success, failure or the pending question: this dialog's part is done
        }
      })
      .catch(() => undefined); // the mutation's own toast told the user
  };

  const columns: DataTableColumn<ActivityItem>[] = [
    { key: 'name', header: 'Nome', render: (item) => <Text size="sm">{item.name}</Text> },
    { key: 'description', header: 'Descrição', render: (item) => item.description ?? '—' },
    { key: 'isActive', header: 'Ativo', width: 90, render: (item) => <YesNo value={item.isActive} /> },
  ];
  if (canWrite || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 100,
      render: (item) => (
        <Group gap={4} wrap="nowrap">
          {canWrite && (
            <Tooltip label="Editar">
              <ActionIcon
                variant="subtle"
                aria-label={`Editar ${item.name}`}
                onClick={() => setEditing({ item })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label="Excluir">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Excluir ${item.name}`}
                onClick={() => setDeleting(item)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  return (
    <>
      {canWrite && (
        <Group justify="flex-end" mb="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ item: null })}
          >
            Cadastrar item
          </Button>
        </Group>
      )}
      <DataTable
        label="Opcionais disponíveis"
        columns={columns}
        rows={items}
        loading={false}
        rowKey={(item) => item.id}
        emptyText="Nenhum opcional cadastrado"
        minWidth={520}
      />
      <ActivityItemModal
        opened={editing !== null}
        item={editing?.item ?? null}
        saving={create.isPending || update.isPending}
        onSave={(values) => void save(values)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        loading={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
      {pending.dialog}
    </>
  );
}
