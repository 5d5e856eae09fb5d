import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { Modality, ModalityInput } from '@reserva/shared/spots/spots.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { usePendingBookingsConfirm } from '../../../ui/dialogs/use-pending-bookings-confirm';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useCreateModality, useDeleteModality, useUpdateModality } from '../api';
import { ModalityModal } from './ModalityModal';
import { YesNo } from './YesNo';

/** The spot's modalities: create and edit in the 'Modalidade' dialog, delete after confirmation. */
export function SpotModalitiesTab({ spotId, modalities }: { spotId: string; modalities: Modality[] }) {
  const { can } = useRequiredSession();
  const canWrite = can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS');
  const canDelete = can('SPOT_FULL_ACCESS', 'SPOT_DELETE_ACCESS');
  const create = useCreateModality();
  const update = useUpdateModality();
  const remove = useDeleteModality();
  const pending = usePendingBookingsConfirm();
  // undefined: dialog closed; null: creating; a modality: editing it.
  const [editing, setEditing] = useState<Modality | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Modality | null>(null);

  const save = async (body: ModalityInput) => {
    if (!editing) {
      create.mutate({ spotId, body }, { onSuccess: () => setEditing(undefined) });
      return;
    }
    const { id } = editing;
    // Failures already have their toast; the dialog stays open to try again.
    const saved = await pending
      .run((isVerified) => update.mutateAsync({ id, body, isVerified }))
      .catch(() => undefined);
    if (saved) setEditing(undefined);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    await pending.run((isVerified) => remove.mutateAsync({ id, isVerified })).catch(() => undefined);
  };

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
  if (canWrite || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 100,
      render: (modality) => (
        <Group gap={4} wrap="nowrap">
          {canWrite && (
            <Tooltip label="Editar">
              <ActionIcon
                variant="subtle"
                aria-label={`Editar ${modality.title}`}
                onClick={() => setEditing(modality)}
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
                aria-label={`Excluir ${modality.title}`}
                onClick={() => setDeleting(modality)}
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
            Nova modalidade
          </Button>
        </Group>
      )}
      <DataTable
        label="Modalidades do local"
        columns={columns}
        rows={modalities}
        loading={false}
        rowKey={(modality) => modality.id}
        emptyText="Nenhuma modalidade cadastrada neste local"
        minWidth={560}
      />
      <ModalityModal
        opened={editing !== undefined}
        modality={editing ?? null}
        saving={create.isPending || update.isPending}
        onSave={(body) => void save(body)}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {pending.dialog}
    </>
  );
}
