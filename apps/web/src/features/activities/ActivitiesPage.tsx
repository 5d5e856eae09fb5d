import { Button, Stack, Text } from '@mantine/core';
import type { ActivitySummary } from '@reserva/shared/activities/activities.schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { YesNo } from '../../ui/details/YesNo';
import { formatDate } from '../../ui/format';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { detailsColumn } from '../../ui/list/details-column';
import { ListCard } from '../../ui/list/ListCard';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useActivities } from './api';

type Sort = 'name' | 'isActive' | 'createdAt';

const SORT_OPTIONS = [
  { value: 'name' as const, label: 'Nome' },
  { value: 'isActive' as const, label: 'Ativo' },
  { value: 'createdAt' as const, label: 'Data de cadastro' },
];

const columns: DataTableColumn<ActivitySummary>[] = [
  { key: 'isActive', header: 'Ativo', width: 90, render: (activity) => <YesNo value={activity.isActive} /> },
  {
    key: 'name',
    header: 'Atividade',
    render: (activity) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {activity.name}
        </Text>
        <Text size="xs" c="dimmed">
          {activity.spot.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'spot', header: 'Local', render: (activity) => activity.spot.name },
  {
    key: 'isLivingArea',
    header: 'Área de convivência',
    render: (activity) => <YesNo value={activity.spot.isLivingArea} />,
  },
  { key: 'createdAt', header: 'Data de cadastro', render: (activity) => formatDate(activity.createdAt) },
  detailsColumn('/activities/details', 'activityId'),
];

export function ActivitiesPage() {
  const { can } = useRequiredSession();
  const list = useListParams<Sort, { name: string }>({
    defaultSort: 'createdAt',
    initialFilters: { name: '' },
  });
  const activities = useActivities(list.params);
  useLoadErrorToast(activities.error, 'Ocorreu um erro ao carregar as atividades, tente novamente.');

  return (
    <>
      <PageHeader
        title="Atividades"
        actions={
          can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS') && (
            <Button
              component={Link}
              to="/activities/register"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Cadastrar nova
            </Button>
          )
        }
      />
      <ListCard
        list={list}
        query={activities}
        toolbar={{
          search: list.filters.name,
          onSearchChange: (value) => list.setFilter('name', value),
          searchLabel: 'Atividade ou local',
          searchPlaceholder: 'Pesquisar por atividade ou local',
          sortOptions: SORT_OPTIONS,
        }}
        label="Atividades"
        columns={columns}
        rowKey={(activity) => activity.id}
        emptyText="Nenhuma atividade encontrada"
      />
    </>
  );
}
