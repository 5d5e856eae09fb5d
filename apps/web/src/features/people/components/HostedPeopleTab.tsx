import { Avatar, Button, Group, Text } from '@mantine/core';
import type { PersonListItem } from '@reserva/shared/people/people.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCpf, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';
import { ListPagination } from '../../../ui/list/ListPagination';
import { useHostedPeople } from '../api';
import { detailsLink } from '../people-kinds';

const COLUMNS: DataTableColumn<PersonListItem>[] = [
  {
    key: 'name',
    header: 'Nome',
    render: (person) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={person.avatarUrl} size={32} radius={32} alt="" name={person.name} color="initials" />
        <Text size="sm" fw={500}>
          {person.name}
        </Text>
      </Group>
    ),
  },
  { key: 'phone', header: 'Telefone', render: (person) => formatPhone(person.phone) || '—' },
  { key: 'email', header: 'E-mail', breakAnywhere: true, render: (person) => person.email },
  { key: 'cpf', header: 'CPF', render: (person) => formatCpf(person.cpf) || '—' },
  { key: 'createdAt', header: 'Data de cadastro', render: (person) => formatDate(person.createdAt) },
  detailsColumn<PersonListItem>(detailsLink),
];

export interface HostedPeopleTabProps {
  hostId: string;
  /** Where the new person is registered: the host's ventures the staff user may link. */
  venturesId: string[];
  groupKey: 'DEPENDANT' | 'GUEST';
  /** Shows 'Adicionar', which opens /guests/register for this host. */
  canAdd: boolean;
  /** The session's venture: a guest is registered where the staff user works (authenticatedVentureId). */
  ventureId: string;
}

/** The 'Dependentes' or 'Convidados' tab of a member. */
export function HostedPeopleTab({ hostId, venturesId, groupKey, canAdd, ventureId }: HostedPeopleTabProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const people = useHostedPeople(hostId, groupKey, { page, sort: 'name', order: 'ASC' });
  const label = groupKey === 'DEPENDANT' ? 'Dependentes' : 'Convidados';
  // Spec 000, s.2: the navigation state of /guests/register.
  const add = () =>
    navigate('/guests/register', {
      state: {
        groupKey,
        hostId,
        venturesId,
        ...(groupKey === 'GUEST' && { authenticatedVentureId: ventureId }),
      },
    });
  return (
    <>
      {canAdd && (
        <Group justify="flex-end" mb="sm">
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {groupKey === 'DEPENDANT' ? 'Adicionar dependente' : 'Adicionar convidado'}
          </Button>
        </Group>
      )}
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={people.data?.items}
        loading={people.isPending}
        error={people.error}
        onRetry={() => void people.refetch()}
        rowKey={(row) => row.id}
        emptyText={groupKey === 'DEPENDANT' ? 'Nenhum dependente cadastrado' : 'Nenhum convidado cadastrado'}
      />
      {people.data && (
        <ListPagination page={page} pages={people.data.pages} total={people.data.total} onChange={setPage} />
      )}
    </>
  );
}
