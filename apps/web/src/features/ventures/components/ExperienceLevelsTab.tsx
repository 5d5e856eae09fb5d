import type {
  ExperienceLevel,
  ExperienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import { useRequiredSession } from '../../../app/session/use-session';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { EditableTable } from '../../../ui/list/EditableTable';
import { useCreateExperienceLevel, useDeleteExperienceLevel, useUpdateExperienceLevel } from '../api';
import { ExperienceLevelModal } from './ExperienceLevelModal';

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

/** 'Níveis de experiência': the venture's levels by number, with create, edit and delete. */
export function ExperienceLevelsTab({ ventureId, levels }: { ventureId: string; levels: ExperienceLevel[] }) {
  const { can } = useRequiredSession();
  const create = useCreateExperienceLevel();
  const update = useUpdateExperienceLevel();
  const remove = useDeleteExperienceLevel();
  const dialogs = useRecordDialogs<ExperienceLevel>();
  const { editing, closeForm } = dialogs;

  // Failures have their toast; the dialog stays open to try again.
  const save = (body: ExperienceLevelBody) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: closeForm });
    else create.mutate({ ventureId, body }, { onSuccess: closeForm });
  };

  return (
    <EditableTable
      dialogs={dialogs}
      canWrite={can('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_WRITE_ACCESS')}
      canDelete={can('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_DELETE_ACCESS')}
      createLabel="Novo nível"
      rowName={(level) => level.title}
      onDelete={(level) => remove.mutate(level, { onSettled: dialogs.closeDelete })}
      removing={remove.isPending}
      label="Níveis de experiência"
      columns={columns}
      rows={levels}
      rowKey={(level) => level.id}
      emptyText="Nenhum nível de experiência cadastrado neste empreendimento"
      minWidth={600}
      modal={
        <ExperienceLevelModal
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
