import { Anchor, Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { SpotListItem } from '@reserva/shared/spots/spots.schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { formatDate } from '../../ui/format';
import { DataTable, type DataTableColumn } from '../../ui/list/DataTable';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useSpots } from './api';
import { YesNo } from './components/YesNo';
import { useLoadErrorToast } from './use-load-error-toast';

type Sort = 'name' | 'createdAt';

const SORT_OPTIONS = [
  { value: 'name' as const, label: 'Nome' },
  { value: 'createdAt' as const, label: 'Data de cadastro' },
];

const columns: DataTableColumn<SpotListItem>[] = [
  {
    key: 'isActive',
    header: 'Ativo',
    width: 90,
    render: (spot) => <YesNo value={spot.isActive} />,
  },
  {
    key: 'name',
    header: 'Local',
    render: (spot) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {spot.name}
        </Text>
        <Text size="xs" c="dimmed">
          {spot.venture.name}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'isLivingArea',
    header: 'Área de convivência',
    render: (spot) => <YesNo value={spot.isLivingArea} />,
  },
  { key: 'createdAt', header: 'Data de cadastro', render: (spot) => formatDate(spot.createdAt) },
  {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (spot) => (
      <Anchor component={Link} to="/spots/details" state={{ spotId: spot.id }} size="sm">
        Detalhes
        <VisuallyHidden> de {spot.name}</VisuallyHidden>
      </Anchor>
    ),
  },
];

export function SpotsPage() {
  const { can } = useRequiredSession();
  const list = useListParams<Sort, { name: string }>({
    defaultSort: 'createdAt',
    initialFilters: { name: '' },
  });
  const spots = useSpots(list.params);
  useLoadErrorToast(spots.error, 'Ocorreu um erro ao carregar os locais, tente novamente.');

  return (
    <>
      <PageHeader
        title="Locais"
        actions={
          can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS') && (
            <Button component={Link} to="/spots/register" leftSection={<IconPlus size={18} aria-hidden />}>
              Cadastrar novo
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <ListToolbar
          search={list.filters.name}
          onSearchChange={(value) => list.setFilter('name', value)}
          searchLabel="Nome"
          searchPlaceholder="Pesquisar por nome"
          sortOptions={SORT_OPTIONS}
          sort={list.params.sort}
          onSortChange={list.setSort}
          order={list.params.order}
          onOrderChange={list.setOrder}
        />
        <DataTable
          label="Locais"
          columns={columns}
          rows={spots.data?.items}
          loading={spots.isPending}
          error={spots.error}
          onRetry={() => void spots.refetch()}
          rowKey={(spot) => spot.id}
          emptyText="Nenhum local encontrado"
        />
        {spots.data && (
          <ListPagination
            page={list.params.page}
            pages={spots.data.pages}
            total={spots.data.total}
            onChange={list.setPage}
          />
        )}
      </Paper>
    </>
  );
}
