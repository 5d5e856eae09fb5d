import { Avatar, Group, Select, Stack, Text } from '@mantine/core';
import { FOREIGNER_DOCUMENT_LABELS } from '@reserva/shared/people/people.rules';
import type { PersonListItem } from '@reserva/shared/people/people.schemas';
import { personLevelFilters, personLevelText } from '@reserva/shared/ventures/experience-levels.rules';
import { useMemo, useState } from 'react';
import { CPF_MASK, digitsOnly, formatMasked } from '../../../ui/form/masks';
import { formatCpf, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';
import { ListCard } from '../../../ui/list/ListCard';
import type { ListOption } from '../../../ui/list/ListToolbar';
import { useListParams } from '../../../ui/list/use-list-params';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { usePeople } from '../api';
import { detailsLink } from '../people-kinds';
import { PersonStatusIcons } from './PersonStatusIcons';

type TextField = 'name' | 'email' | 'phone' | 'cpf';
type SearchField = TextField | 'experience';
type Sort = TextField | 'createdAt';
type Filters = Record<TextField, string> & { experience: number | null };

const SEARCH_FIELDS: ListOption<SearchField>[] = [
  { value: 'name', label: 'Nome' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Telefone' },
  { value: 'cpf', label: 'CPF' },
  { value: 'experience', label: 'Experiência' },
];
const SORT_OPTIONS: ListOption<Sort>[] = [
  { value: 'name', label: 'Nome' },
  { value: 'phone', label: 'Telefone' },
  { value: 'email', label: 'E-mail' },
  { value: 'cpf', label: 'CPF' },
  { value: 'createdAt', label: 'Data de cadastro' },
];
const EMPTY_FILTERS: Filters = { name: '', email: '', phone: '', cpf: '', experience: null };

/** Spec 000, s.2 (Lodgers): a foreign document with its type, or the CPF. */
export function documentOf(
  person: Pick<PersonListItem, 'cpf' | 'foreignerDocument' | 'foreignerDocumentType'>,
) {
  if (person.foreignerDocument && person.foreignerDocumentType) {
    return `${FOREIGNER_DOCUMENT_LABELS[person.foreignerDocumentType]} ${person.foreignerDocument}`;
  }
  return formatCpf(person.cpf);
}

/** Phones, documents and dates read on one line; the table scrolls sideways instead. */
function NoWrap({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

function buildColumns(
  personHeader: string,
  document: boolean,
  levels: VentureLevels,
): DataTableColumn<PersonListItem>[] {
  return [
    {
      key: 'status',
      header: 'Status',
      // Three icons of 28 px and their gaps.
      width: 130,
      render: (person) => <PersonStatusIcons person={person} />,
    },
    {
      key: 'name',
      header: personHeader,
      render: (person) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={person.avatarUrl} size={36} radius={36} alt="" name={person.name} color="initials" />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {person.name}
            </Text>
            <Text size="xs" c="dimmed">
              {person.featureGroup.name}
            </Text>
          </Stack>
        </Group>
      ),
    },
    // The onboard of the session's venture, by that venture's levels.
    {
      key: 'experience',
      header: 'Experiência',
      render: (person) => personLevelText(person.experience, levels),
    },
    {
      key: 'phone',
      header: 'Telefone',
      render: (person) => <NoWrap>{formatPhone(person.phone) || '—'}</NoWrap>,
    },
    { key: 'email', header: 'E-mail', breakAnywhere: true, render: (person) => person.email },
    document
      ? { key: 'document', header: 'Documento', render: (person) => documentOf(person) || '—' }
      : { key: 'cpf', header: 'CPF', render: (person) => <NoWrap>{formatCpf(person.cpf) || '—'}</NoWrap> },
    {
      key: 'createdAt',
      header: 'Data de cadastro',
      render: (person) => <NoWrap>{formatDate(person.createdAt)}</NoWrap>,
    },
    // Members and dependants open on the members' screens, guests on theirs.
    detailsColumn<PersonListItem>(detailsLink),
  ];
}

export interface PeopleListCardProps {
  /** The groups listed. */
  groups: readonly string[];
  /** Names the table and the column of the person. */
  label: string;
  personHeader: string;
  /** The document column shows foreign documents (lodgers). */
  document: boolean;
  emptyText: string;
  loadError: string;
}

/** The members' and the lodgers' list: search by field (the CPF masked, experience by level), sort, pages. */
export function PeopleListCard({
  groups,
  label,
  personHeader,
  document,
  emptyText,
  loadError,
}: PeopleListCardProps) {
  const [searchField, setSearchField] = useState<SearchField>('name');
  const list = useListParams<Sort, Filters>({ defaultSort: 'createdAt', initialFilters: EMPTY_FILTERS });
  const people = usePeople(list.params, groups);
  useLoadErrorToast(people.error, loadError);
  // The column and the filter name the onboard's level number by the session's venture's levels.
  const levels = useExperienceLevels();
  const columns = useMemo(
    () => buildColumns(personHeader, document, levels),
    [personHeader, document, levels],
  );
  const experienceOptions = useMemo(
    () => personLevelFilters(levels).map((option) => ({ value: String(option.value), label: option.label })),
    [levels],
  );

  const changeSearchField = (field: SearchField) => {
    const text = searchField === 'experience' ? '' : list.filters[searchField];
    if (searchField === 'experience') list.setFilter('experience', null, { immediate: true });
    else list.setFilter(searchField, '', { immediate: true });
    if (field === 'cpf') list.setFilter('cpf', digitsOnly(text).slice(0, 11), { immediate: true });
    else if (field !== 'experience') list.setFilter(field, text, { immediate: true });
    setSearchField(field);
  };
  const isCpf = searchField === 'cpf';
  const textField = searchField === 'experience' ? 'name' : searchField;
  const search = isCpf ? formatMasked(list.filters.cpf, CPF_MASK) : list.filters[textField];
  const changeSearch = (value: string) =>
    list.setFilter(textField, isCpf ? digitsOnly(value).slice(0, 11) : value);
  const experience = list.filters.experience;

  return (
    <ListCard
      list={list}
      query={people}
      toolbar={{
        searchFields: SEARCH_FIELDS,
        searchField,
        onSearchFieldChange: changeSearchField,
        search,
        onSearchChange: changeSearch,
        searchPlaceholder: isCpf ? '000.000.000-00' : undefined,
        searchControl:
          searchField === 'experience' ? (
            <Select
              label="Experiência"
              data={experienceOptions}
              value={experience === null ? '-1' : String(experience)}
              onChange={(value) =>
                list.setFilter('experience', value === null || value === '-1' ? null : Number(value), {
                  immediate: true,
                })
              }
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
            />
          ) : undefined,
        sortOptions: SORT_OPTIONS,
      }}
      label={label}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={emptyText}
      minWidth={960}
    />
  );
}
