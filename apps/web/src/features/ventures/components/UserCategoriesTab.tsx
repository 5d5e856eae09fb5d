import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { effectiveCategoryLimits } from '@reserva/shared/ventures/user-categories.rules';
import type { UserCategory, UserCategoryUpdate } from '@reserva/shared/ventures/user-categories.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { formatLimit } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useCreateUserCategory, useDeleteUserCategory, useUpdateUserCategory } from '../api';
import { UserCategoryModal } from './UserCategoryModal';

/** 'Categorias de usuário': limits as they apply (unset ones fall back, spec 002 s.9), create, edit, delete. */
export function UserCategoriesTab({
  ventureId,
  categories,
}: {
  ventureId: string;
  categories: UserCategory[];
}) {
  const { can } = useRequiredSession();
  const canWrite = can('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_WRITE_ACCESS');
  const canDelete = can('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_DELETE_ACCESS');
  const create = useCreateUserCategory();
  const update = useUpdateUserCategory();
  const remove = useDeleteUserCategory();
  // undefined: dialog closed; null: creating; a category: editing it.
  const [editing, setEditing] = useState<UserCategory | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<UserCategory | null>(null);

  const close = () => setEditing(undefined);
  // Failures have their toast; the dialog stays open to try again.
  const save = (body: UserCategoryUpdate) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: close });
    else create.mutate({ ...body, ventureId }, { onSuccess: close });
  };

  const columns: DataTableColumn<UserCategory>[] = [
    { key: 'title', header: 'Título', render: (category) => category.title },
    {
      key: 'maxDayBookings',
      header: 'Reservas por dia',
      render: (category) => formatLimit(effectiveCategoryLimits(category).dayBookings),
    },
    {
      key: 'maxGuestDayBookings',
      header: 'Reservas de convidados por dia',
      render: (category) => formatLimit(effectiveCategoryLimits(category).guestDayBookings),
    },
    {
      key: 'maxFreeGuestDayBookings',
      header: 'Reservas gratuitas de convidados por dia',
      render: (category) => formatLimit(effectiveCategoryLimits(category).freeGuestDayBookings),
    },
    {
      key: 'orgIndexCode',
      header: 'Grupo de acesso',
      render: (category) => (
        <Text size="sm" c={category.orgIndexCode ? undefined : 'dimmed'}>
          {category.orgIndexCode ?? '—'}
        </Text>
      ),
    },
  ];
  if (canWrite || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 100,
      render: (category) => (
        <Group gap={4} wrap="nowrap">
          {canWrite && (
            <Tooltip label="Editar">
              <ActionIcon
                variant="subtle"
                aria-label={`Editar ${category.title}`}
                onClick={() => setEditing(category)}
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
                aria-label={`Excluir ${category.title}`}
                onClick={() => setDeleting(category)}
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
            onClick={() => setEditing(null)}
          >
            Nova categoria
          </Button>
        </Group>
      )}
      <DataTable
        label="Categorias de usuário"
        columns={columns}
        rows={categories}
        loading={false}
        rowKey={(category) => category.id}
        emptyText="Nenhuma categoria cadastrada neste empreendimento"
        minWidth={720}
      />
      <UserCategoryModal
        opened={editing !== undefined}
        category={editing ?? null}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={close}
      />
      <ConfirmDialog
        opened={deleting !== null}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
