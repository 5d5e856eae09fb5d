import { Avatar, Button, Group, Text } from '@mantine/core';
import { EMPLOYEE_KEYS } from '@reserva/shared/users/users.rules';
import type { UserListItem } from '@reserva/shared/users/users.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { CPF_MASK, digitsOnly, formatMasked } from '../../ui/form/masks';
import { formatCpf, formatDate } from '../../ui/format';
import { formatPhone } from '../../ui/format-phone';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { detailsColumn } from '../../ui/list/details-column';
import { ListCard } from '../../ui/list/ListCard';
import type { ListOption } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useEmployees } from './api';
import { UserStatusBadges } from './components/UserStatusBadges';

type SearchField = 'name' | 'email' | 'phone' | 'cpf';
type Sort = SearchField | 'createdAt';
type Filters = Record<SearchField, string>;

const SEARCH_FIELDS: ListOption<SearchField>[] = [
  { value: 'name', label: 'Nome' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Telefone' },
  { value: 'cpf', label: 'CPF' },
];
const SORT_OPTIONS: ListOption<Sort>[] = [
  ...SEARCH_FIELDS,
  { value: 'createdAt', label: 'Data de cadastro' },
];
const EMPTY_FILTERS: Filters = { name: '', email: '', phone: '', cpf: '' };

function buildColumns(showVentures: boolean): DataTableColumn<UserListItem>[] {
  return [
    { key: 'status', header: 'Status', width: 150, render: (user) => <UserStatusBadges user={user} /> },
    {
      key: 'name',
      header: 'Funcionário',
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatarUrl} size={36} radius={36} alt="" name={user.name} color="initials" />
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
        </Group>
      ),
    },
    { key: 'group', header: 'Tipo', render: (user) => user.featureGroup.name },
    ...(showVentures
      ? [
          {
            key: 'ventures',
            header: 'Empreendimentos',
            render: (user: UserListItem) => user.ventures.map((venture) => venture.name).join(', ') || '—',
          },
        ]
      : []),
    { key: 'phone', header: 'Telefone', render: (user) => formatPhone(user.phone) || '—' },
    { key: 'email', header: 'E-mail', breakAnywhere: true, render: (user) => user.email },
    { key: 'cpf', header: 'CPF', render: (user) => formatCpf(user.cpf) || '—' },
    { key: 'createdAt', header: 'Data de cadastro', render: (user) => formatDate(user.createdAt) },
    detailsColumn('/users/details', 'userId'),
  ];
}

/** /users, 'Funcionários': staff accounts, one search box over name, e-mail, phone or CPF. */
export function UsersPage() {
  const { can, user } = useRequiredSession();
  const [searchField, setSearchField] = useState<SearchField>('name');
  const list = useListParams<Sort, Filters>({ defaultSort: 'createdAt', initialFilters: EMPTY_FILTERS });
  const employees = useEmployees(list.params);
  useLoadErrorToast(employees.error, 'Ocorreu um erro ao carregar os funcionários, tente novamente.');
  // Spec 002, s.2: the ventures column only for a user with no ventures of their own.
  const showVentures = !user.hasVentures;
  const columns = useMemo(() => buildColumns(showVentures), [showVentures]);

  const changeSearchField = (field: SearchField) => {
    const text = list.filters[searchField];
    list.setFilter(searchField, '', { immediate: true });
    list.setFilter(field, field === 'cpf' ? digitsOnly(text).slice(0, 11) : text, { immediate: true });
    setSearchField(field);
  };
  // The CPF is typed through its mask and sent as digits.
  const isCpf = searchField === 'cpf';
  const search = isCpf ? formatMasked(list.filters.cpf, CPF_MASK) : list.filters[searchField];
  const changeSearch = (value: string) =>
    list.setFilter(searchField, isCpf ? digitsOnly(value).slice(0, 11) : value);

  return (
    <>
      <PageHeader
        title="Funcionários"
        actions={
          can(...EMPLOYEE_KEYS.write) && (
            <Button component={Link} to="/users/register" leftSection={<IconPlus size={18} aria-hidden />}>
              Cadastrar novo
            </Button>
          )
        }
      />
      <ListCard
        list={list}
        query={employees}
        toolbar={{
          searchFields: SEARCH_FIELDS,
          searchField,
          onSearchFieldChange: changeSearchField,
          search,
          onSearchChange: changeSearch,
          searchPlaceholder: isCpf ? '000.000.000-00' : undefined,
          sortOptions: SORT_OPTIONS,
        }}
        label="Funcionários"
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Nenhum funcionário encontrado"
        minWidth={960}
      />
    </>
  );
}
