import { Button, Stack, Text } from '@mantine/core';
import type { SpotListItem } from '@reserva/shared/spots/spots.schemas';
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
import { useSpots } from './api';

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
  detailsColumn('/spots/details', 'spotId'),
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
      <ListCard
        list={list}
        query={spots}
        toolbar={{
          search: list.filters.name,
          onSearchChange: (value) => list.setFilter('name', value),
          searchLabel: 'Nome',
          searchPlaceholder: 'Pesquisar por nome',
          sortOptions: SORT_OPTIONS,
        }}
        label="Locais"
        columns={columns}
        rowKey={(spot) => spot.id}
        emptyText="Nenhum local encontrado"
      />
    </>
  );
}
