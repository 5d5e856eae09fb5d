import { Text } from '@mantine/core';
import type { Modality, ModalityInput } from '@reserva/shared/spots/spots.schemas';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { usePendingBookingsConfirm } from '../../../ui/dialogs/use-pending-bookings-confirm';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { EditableTable } from '../../../ui/list/EditableTable';
import { useCreateModality, useDeleteModality, useUpdateModality } from '../api';
import { ModalityModal } from './ModalityModal';

const columns: DataTableColumn<Modality>[] = [
  { key: 'title', header: 'Título', render: (modality) => modality.title },
  {
    key: 'description',
    header: 'Descrição',
    render: (modality) => (
      <Text size="sm" c={modality.description ? undefined : 'dimmed'} lineClamp={2}>
        {modality.description ?? '—'}
      </Text>
    ),
  },
  {
    key: 'isActive',
    header: 'Ativo',
    width: 90,
    render: (modality) => <YesNo value={modality.isActive} />,
  },
  {
    key: 'isExclusive',
    header: 'Exclusiva',
    width: 100,
    render: (modality) => <YesNo value={modality.isExclusive} />,
  },
];

/** The spot's modalities: create and edit in the 'Modalidade' dialog, delete after confirmation. */
export function SpotModalitiesTab({ spotId, modalities }: { spotId: string; modalities: Modality[] }) {
  const { can } = useRequiredSession();
  const create = useCreateModality();
  const update = useUpdateModality();
  const remove = useDeleteModality();
  const pending = usePendingBookingsConfirm();
  const dialogs = useRecordDialogs<Modality>();
  const { editing } = dialogs;

  const save = async (body: ModalityInput) => {
    if (!editing) {
      create.mutate({ spotId, body }, { onSuccess: dialogs.closeForm });
      return;
    }
    const { id } = editing;
    // Failures already have their toast; the dialog stays open to try again.
    const saved = await pending
      .run((isVerified) => update.mutateAsync({ id, body, isVerified }))
      .catch(() => undefined);
    if (saved) dialogs.closeForm();
  };

  const confirmDelete = async ({ id }: Modality) => {
    dialogs.closeDelete();
    await pending.run((isVerified) => remove.mutateAsync({ id, isVerified })).catch(() => undefined);
  };

  return (
    <EditableTable
      dialogs={dialogs}
      canWrite={can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS')}
      canDelete={can('SPOT_FULL_ACCESS', 'SPOT_DELETE_ACCESS')}
      createLabel="Nova modalidade"
      rowName={(modality) => modality.title}
      onDelete={(modality) => void confirmDelete(modality)}
      label="Modalidades do local"
      columns={columns}
      rows={modalities}
      rowKey={(modality) => modality.id}
      emptyText="Nenhuma modalidade cadastrada neste local"
      minWidth={560}
      modal={
        <ModalityModal
          opened={editing !== undefined}
          record={editing ?? null}
          saving={create.isPending || update.isPending}
          onSave={(body) => void save(body)}
          onClose={dialogs.closeForm}
        />
      }
    >
      {pending.dialog}
    </EditableTable>
  );
}
