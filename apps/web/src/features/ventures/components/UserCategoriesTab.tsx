import { Text } from '@mantine/core';
import { effectiveCategoryLimits } from '@reserva/shared/ventures/user-categories.rules';
import type { UserCategory, UserCategoryUpdate } from '@reserva/shared/ventures/user-categories.schemas';
import { useRequiredSession } from '../../../app/session/use-session';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import { formatLimit, formatMoney } from '../../../ui/format';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { EditableTable } from '../../../ui/list/EditableTable';
import { useCreateUserCategory, useDeleteUserCategory, useUpdateUserCategory } from '../api';
import { UserCategoryModal } from './UserCategoryModal';

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
    key: 'guestBookingPrice',
    header: 'Preço de convidado',
    render: (category) =>
      category.guestBookingPrice === null ? '—' : formatMoney(category.guestBookingPrice),
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

/** 'Categorias de usuário': limits as they apply (unset ones fall back, spec 002 s.9), create, edit, delete. */
export function UserCategoriesTab({
  ventureId,
  categories,
}: {
  ventureId: string;
  categories: UserCategory[];
}) {
  const { can } = useRequiredSession();
  const create = useCreateUserCategory();
  const update = useUpdateUserCategory();
  const remove = useDeleteUserCategory();
  const dialogs = useRecordDialogs<UserCategory>();
  const { editing, closeForm } = dialogs;

  // Failures have their toast; the dialog stays open to try again.
  const save = (body: UserCategoryUpdate) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: closeForm });
    else create.mutate({ ...body, ventureId }, { onSuccess: closeForm });
  };

  return (
    <EditableTable
      dialogs={dialogs}
      canWrite={can('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_WRITE_ACCESS')}
      canDelete={can('USER_CATEGORY_FULL_ACCESS', 'USER_CATEGORY_DELETE_ACCESS')}
      createLabel="Nova categoria"
      rowName={(category) => category.title}
      onDelete={(category) => remove.mutate(category, { onSettled: dialogs.closeDelete })}
      removing={remove.isPending}
      label="Categorias de usuário"
      columns={columns}
      rows={categories}
      rowKey={(category) => category.id}
      emptyText="Nenhuma categoria cadastrada neste empreendimento"
      minWidth={720}
      modal={
        <UserCategoryModal
          opened={editing !== undefined}
          record={editing ?? null}
          saving={create.isPending || update.isPending}
          onSave={save}
          onClose={closeForm}
        />
      }
    />
  );
}
