import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type {
  ExperienceLevel,
  ExperienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useCreateExperienceLevel, useDeleteExperienceLevel, useUpdateExperienceLevel } from '../api';
import { ExperienceLevelModal } from './ExperienceLevelModal';

/** 'Níveis de experiência': the venture's levels by number, with create, edit and delete. */
export function ExperienceLevelsTab({ ventureId, levels }: { ventureId: string; levels: ExperienceLevel[] }) {
  const { can } = useRequiredSession();
  const canWrite = can('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_WRITE_ACCESS');
  const canDelete = can('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_DELETE_ACCESS');
  const create = useCreateExperienceLevel();
  const update = useUpdateExperienceLevel();
  const remove = useDeleteExperienceLevel();
  // undefined: dialog closed; null: creating; a level: editing it.
  const [editing, setEditing] = useState<ExperienceLevel | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ExperienceLevel | null>(null);

  const close = () => setEditing(undefined);
  // Failures have their toast; the dialog stays open to try again.
  const save = (body: ExperienceLevelBody) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: close });
    else create.mutate({ ventureId, body }, { onSuccess: close });
  };

  const columns: DataTableColumn<ExperienceLevel>[] = [
    { key: 'level', header: 'Nível', width: 90, render: (level) => level.level },
    { key: 'title', header: 'Título', render: (level) => level.title },
    {
      key: 'minAllowedBookingExperience',
      header: 'Experiência mínima para reservar',
      render: (level) => level.minAllowedBookingExperience,
    },
    {
      key: 'maxAllowedBookingExperience',
      header: 'Experiência máxima para reservar',
      render: (level) => level.maxAllowedBookingExperience,
    },
  ];
  if (canWrite || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 100,
      render: (level) => (
        <Group gap={4} wrap="nowrap">
          {canWrite && (
            <Tooltip label="Editar">
              <ActionIcon
                variant="subtle"
                aria-label={`Editar ${level.title}`}
                onClick={() => setEditing(level)}
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
                aria-label={`Excluir ${level.title}`}
                onClick={() => setDeleting(level)}
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
            Novo nível
          </Button>
        </Group>
      )}
      <DataTable
        label="Níveis de experiência"
        columns={columns}
        rows={levels}
        loading={false}
        rowKey={(level) => level.id}
        emptyText="Nenhum nível de experiência cadastrado neste empreendimento"
        minWidth={600}
      />
      <ExperienceLevelModal
        opened={editing !== undefined}
        level={editing ?? null}
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
