import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import type { VentureListItem, VentureSort } from '@reserva/shared/ventures/ventures.schemas';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { formatCnpj, formatDate } from '../../ui/format';
import { formatPhone } from '../../ui/format-phone';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { detailsColumn } from '../../ui/list/details-column';
import { ListCard } from '../../ui/list/ListCard';
import type { ListOption } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useVentures } from './api';

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
  { key: 'email', header: 'E-mail', breakAnywhere: true, render: (venture) => venture.email },
  { key: 'phone', header: 'Telefone', render: (venture) => formatPhone(venture.phone) || '—' },
  { key: 'cnpj', header: 'CNPJ', render: (venture) => formatCnpj(venture.cnpj) },
  { key: 'createdAt', header: 'Data de cadastro', render: (venture) => formatDate(venture.createdAt) },
  detailsColumn('/ventures/details', 'ventureId'),
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
      <ListCard
        list={list}
        query={ventures}
        toolbar={{
          searchFields: SEARCH_FIELDS,
          searchField,
          onSearchFieldChange: changeSearchField,
          search: list.filters[searchField],
          onSearchChange: (value) => list.setFilter(searchField, value),
          sortOptions: SORT_OPTIONS,
        }}
        label="Empreendimentos"
        columns={columns}
        rowKey={(venture) => venture.id}
        emptyText="Nenhum empreendimento encontrado"
      />
    </>
  );
}
