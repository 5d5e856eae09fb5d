import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import type { FieldProps } from '../../../ui/form/field-props';
import { useBookablePeople } from '../api';
import { BOOKING_KEYS } from '../booking-rules';

/** The person a booking is for. */
export interface BookablePerson {
  id: string;
  name: string;
  groupKey: string;
  groupName: string;
}

// Spec 001 s.7: members, dependants and guests, and lodgers for those who may read them.
const MEMBER_GROUPS = ['MEMBER', 'DEPENDANT', 'GUEST'] as const;
const WITH_LODGERS = [...MEMBER_GROUPS, 'LODGER'] as const;

export interface MemberSearchSelectProps extends FieldProps<string> {
  /** The person chosen (its group decides the payment type and the guest price). */
  person: BookablePerson | null;
  onPersonChange: (person: BookablePerson | null) => void;
}

/** The booking form's member: a search by name, 4 results at a time, each with its group. */
export function MemberSearchSelect({
  person,
  onPersonChange,
  value,
  onChange,
  ...field
}: MemberSearchSelectProps) {
  const { can } = useRequiredSession();
  const [search, setSearch] = useState(person?.name ?? '');
  const [name] = useDebouncedValue(search, 300);
  const people = useBookablePeople(name, can(...BOOKING_KEYS.lodgerRead) ? WITH_LODGERS : MEMBER_GROUPS);
  // Only the answer to the text in the box is offered: while the debounce lags behind the typing or
  // the answer is on its way, an older search's people cannot be picked (a quick click once booked
  // the wrong person); a spinner shows instead, and no list (an empty listbox with a note inside it
  // is not a list to assistive technology).
  const current = name === search && people.isSuccess;
  const found: BookablePerson[] = (current ? people.data : []).map((item) => ({
    id: item.id,
    name: item.name,
    groupKey: item.featureGroup.key,
    groupName: item.featureGroup.name,
  }));
  // The person chosen stays in the data, so that the field shows it, but the list offers it only
  // among the current results or while its name is the text searched.
  const options = person && !found.some((item) => item.id === person.id) ? [person, ...found] : found;
  const offered = new Set(found.map((item) => item.id));
  if (person && search === person.name) offered.add(person.id);
  const groupOf = new Map(options.map((item) => [item.id, item.groupName]));

  return (
    <Select
      {...field}
      placeholder="Pesquise pelo nome"
      data={options.map((item) => ({ value: item.id, label: item.name }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {groupOf.get(option.value)}
          </Text>
        </Stack>
      )}
      value={value ?? null}
      onChange={(id) => {
        onChange(id);
        onPersonChange(options.find((item) => item.id === id) ?? null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name.
      filter={({ options: all }) => all.filter((option) => 'value' in option && offered.has(option.value))}
      nothingFoundMessage={current ? 'Nenhum membro encontrado' : undefined}
      rightSection={current ? undefined : <Loader size="xs" role="status" aria-label="Carregando membros" />}
      description={person ? person.groupName : undefined}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
