import { Anchor, Button, Paper, VisuallyHidden } from '@mantine/core';
import type { FeatureGroupSummary } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { DataTable, type DataTableColumn } from '../../ui/list/DataTable';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useFeatureGroups } from './api';
import { useLoadErrorToast } from './use-load-error-toast';

type Sort = 'name' | 'key' | 'authLevel' | 'createdAt';

const SORT_OPTIONS = [
  { value: 'createdAt' as const, label: 'Data de cadastro' },
  { value: 'name' as const, label: 'Nome' },
  { value: 'key' as const, label: 'Chave' },
  { value: 'authLevel' as const, label: 'Nível de permissão' },
];

const columns: DataTableColumn<FeatureGroupSummary>[] = [
  { key: 'name', header: 'Nome', render: (group) => group.name },
  { key: 'key', header: 'Chave', render: (group) => group.key },
  { key: 'authLevel', header: 'Nível de permissão', render: (group) => group.authLevel },
  { key: 'featuresCount', header: 'Permissões', render: (group) => group.featuresCount },
  { key: 'usersCount', header: 'Usuários', render: (group) => group.usersCount },
  {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (group) => (
      <Anchor component={Link} to="/feature-groups/management" state={{ featureGroupId: group.id }} size="sm">
        Detalhes
        <VisuallyHidden> de {group.name}</VisuallyHidden>
      </Anchor>
    ),
  },
];

/** /feature-groups, 'Grupos de permissões' (spec 002, section 2). */
export function FeatureGroupsPage() {
  const { can } = useRequiredSession();
  const list = useListParams<Sort, { search: string }>({
    defaultSort: 'createdAt',
    initialFilters: { search: '' },
  });
  const groups = useFeatureGroups(list.params);
  useLoadErrorToast(groups.error, 'Ocorreu um erro ao carregar os grupos de permissões, tente novamente.');

  return (
    <>
      <PageHeader
        title="Grupos de permissões"
        actions={
          can('FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_WRITE_ACCESS') && (
            <Button
              component={Link}
              to="/feature-groups/management"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Cadastrar novo
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <ListToolbar
          search={list.filters.search}
          onSearchChange={(value) => list.setFilter('search', value)}
          searchPlaceholder="Pesquisar por nome ou chave"
          sortOptions={SORT_OPTIONS}
          sort={list.params.sort}
          onSortChange={list.setSort}
          order={list.params.order}
          onOrderChange={list.setOrder}
        />
        <DataTable
          label="Grupos de permissões"
          columns={columns}
          rows={groups.data?.items}
          loading={groups.isPending}
          error={groups.error}
          onRetry={() => void groups.refetch()}
          rowKey={(group) => group.id}
          emptyText="Nenhum grupo encontrado"
        />
        {groups.data && (
          <ListPagination
            page={list.params.page}
            pages={groups.data.pages}
            total={groups.data.total}
            onChange={list.setPage}
          />
        )}
      </Paper>
    </>
  );
}
