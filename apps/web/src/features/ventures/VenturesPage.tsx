import { Anchor, Avatar, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { VentureListItem, VentureSort } from '@reserva/shared/ventures/ventures.schemas';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { formatCnpj, formatDate } from '../../ui/format';
import { formatPhone } from '../../ui/format-phone';
import { DataTable, type DataTableColumn } from '../../ui/list/DataTable';
import { ListPagination } from '../../ui/list/ListPagination';
import { type ListOption, ListToolbar } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useVentures } from './api';
import { useLoadErrorToast } from './use-load-error-toast';

type SearchField = 'name' | 'email' | 'phone' | 'cnpj';
type Filters = Record<SearchField, string>;

const SEARCH_FIELDS: ListOption<SearchField>[] = [
  { value: 'name', label: 'Nome' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Telefone' },
  { value: 'cnpj', label: 'CNPJ' },
];

const SORT_OPTIONS: ListOption<VentureSort>[] = [
  ...SEARCH_FIELDS,
  { value: 'createdAt', label: 'Data de cadastro' },
];

const EMPTY_FILTERS: Filters = { name: '', email: '', phone: '', cnpj: '' };

const columns: DataTableColumn<VentureListItem>[] = [
  {
    key: 'name',
    header: 'Empreendimento',
    render: (venture) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={venture.avatarUrl} size={36} radius={36} alt="">
          <IconBuilding size={18} aria-hidden />
        </Avatar>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {venture.name}
          </Text>
          <Text size="xs" c="dimmed">
            {venture.ref}
          </Text>
        </Stack>
      </Group>
    ),
  },
  { key: 'email', header: 'E-mail', render: (venture) => venture.email },
  { key: 'phone', header: 'Telefone', render: (venture) => formatPhone(venture.phone) || '—' },
  { key: 'cnpj', header: 'CNPJ', render: (venture) => formatCnpj(venture.cnpj) },
  { key: 'createdAt', header: 'Data de cadastro', render: (venture) => formatDate(venture.createdAt) },
  {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (venture) => (
      <Anchor component={Link} to="/ventures/details" state={{ ventureId: venture.id }} size="sm">
        Detalhes
        <VisuallyHidden> de {venture.name}</VisuallyHidden>
      </Anchor>
    ),
  },
];

/** /ventures: one search box over name, e-mail, phone or CNPJ (spec 002, s.2 Ventures). */
export function VenturesPage() {
  const { can } = useRequiredSession();
  const [searchField, setSearchField] = useState<SearchField>('name');
  const list = useListParams<VentureSort, Filters>({
    defaultSort: 'createdAt',
    initialFilters: EMPTY_FILTERS,
  });
  const ventures = useVentures(list.params);
  useLoadErrorToast(ventures.error, 'Ocorreu um erro ao carregar os empreendimentos, tente novamente.');

  // Moving the text to another field searches that field instead, at once.
  const changeSearchField = (field: SearchField) => {
    const text = list.filters[searchField];
    list.setFilter(searchField, '', { immediate: true });
    list.setFilter(field, text, { immediate: true });
    setSearchField(field);
  };

  return (
    <>
      <PageHeader
        title="Empreendimentos"
        actions={
          can('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS') && (
            <Button component={Link} to="/ventures/register" leftSection={<IconPlus size={18} aria-hidden />}>
              Cadastrar novo
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <ListToolbar
          searchFields={SEARCH_FIELDS}
          searchField={searchField}
          onSearchFieldChange={changeSearchField}
          search={list.filters[searchField]}
          onSearchChange={(value) => list.setFilter(searchField, value)}
          sortOptions={SORT_OPTIONS}
          sort={list.params.sort}
          onSortChange={list.setSort}
          order={list.params.order}
          onOrderChange={list.setOrder}
        />
        <DataTable
          label="Empreendimentos"
          columns={columns}
          rows={ventures.data?.items}
          loading={ventures.isPending}
          error={ventures.error}
          onRetry={() => void ventures.refetch()}
          rowKey={(venture) => venture.id}
          emptyText="Nenhum empreendimento encontrado"
        />
        {ventures.data && (
          <ListPagination
            page={list.params.page}
            pages={ventures.data.pages}
            total={ventures.data.total}
            onChange={list.setPage}
          />
        )}
      </Paper>
    </>
  );
}
