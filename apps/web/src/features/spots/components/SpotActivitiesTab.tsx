import type { SpotActivity } from '@reserva/shared/spots/spots.schemas';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDate } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';

/** The spot's activities, each with a link to its details for those who may read activities. */
export function SpotActivitiesTab({ activities }: { activities: SpotActivity[] }) {
  const { can } = useRequiredSession();
  const columns: DataTableColumn<SpotActivity>[] = [
    {
      key: 'isActive',
      header: 'Ativo',
      width: 90,
      render: (activity) => <YesNo value={activity.isActive} />,
    },
    { key: 'name', header: 'Atividade', render: (activity) => activity.name },
    { key: 'createdAt', header: 'Data de cadastro', render: (activity) => formatDate(activity.createdAt) },
  ];
  if (can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS')) {
    columns.push(detailsColumn('/activities/details', 'activityId'));
  }
  return (
    <DataTable
      label="Atividades do local"
      columns={columns}
      rows={activities}
      loading={false}
      rowKey={(activity) => activity.id}
      emptyText="Nenhuma atividade cadastrada neste local"
      minWidth={480}
    />
  );
}
