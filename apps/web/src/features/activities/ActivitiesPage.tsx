import { Anchor, Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ActivitySummary } from '@reserva/shared/activities/activities.schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { formatDate } from '../../ui/format';
import { DataTable, type DataTableColumn } from '../../ui/list/DataTable';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useActivities } from './api';
import { YesNo } from './components/YesNo';
import { useLoadErrorToast } from './use-load-error-toast';

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
  {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (activity) => (
      <Anchor component={Link} to="/activities/details" state={{ activityId: activity.id }} size="sm">
        Detalhes
        <VisuallyHidden> de {activity.name}</VisuallyHidden>
      </Anchor>
    ),
  },
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
      <Paper withBorder p="md" radius="md">
        <ListToolbar
          search={list.filters.name}
          onSearchChange={(value) => list.setFilter('name', value)}
          searchLabel="Atividade ou local"
          searchPlaceholder="Pesquisar por atividade ou local"
          sortOptions={SORT_OPTIONS}
          sort={list.params.sort}
          onSortChange={list.setSort}
          order={list.params.order}
          onOrderChange={list.setOrder}
        />
        <DataTable
          label="Atividades"
          columns={columns}
          rows={activities.data?.items}
          loading={activities.isPending}
          error={activities.error}
          onRetry={() => void activities.refetch()}
          rowKey={(activity) => activity.id}
          emptyText="Nenhuma atividade encontrada"
        />
        {activities.data && (
          <ListPagination
            page={list.params.page}
            pages={activities.data.pages}
            total={activities.data.total}
            onChange={list.setPage}
          />
        )}
      </Paper>
    </>
  );
}
