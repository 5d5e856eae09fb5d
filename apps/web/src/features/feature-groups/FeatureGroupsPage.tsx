import { Button } from '@mantine/core';
import type { FeatureGroupSummary } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { detailsColumn } from '../../ui/list/details-column';
import { ListCard } from '../../ui/list/ListCard';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useFeatureGroups } from './api';

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
  detailsColumn('/feature-groups/management', 'featureGroupId'),
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
      <ListCard
        list={list}
        query={groups}
        toolbar={{
          search: list.filters.search,
          onSearchChange: (value) => list.setFilter('search', value),
          searchPlaceholder: 'Pesquisar por nome ou chave',
          sortOptions: SORT_OPTIONS,
        }}
        label="Grupos de permissões"
        columns={columns}
        rowKey={(group) => group.id}
        emptyText="Nenhum grupo encontrado"
      />
    </>
  );
}
