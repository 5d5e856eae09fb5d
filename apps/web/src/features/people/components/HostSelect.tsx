import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FieldProps } from '../../../ui/form/field-props';
import { useHostSearch } from '../api';

/** The host of a new dependant or guest: members and dependants by name, 4 at a time (spec 000, s.7). */
export function HostSelect({ value, onChange, label, error, required, disabled }: FieldProps<string>) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search, 300);
  const hosts = useHostSearch(name);
  const data = (hosts.data?.items ?? []).map((host) => ({
    value: host.id,
    label: `${host.name} (${host.featureGroup.name})`,
  }));
  return (
    <Select
      label={label}
      placeholder="Pesquise pelo nome"
      data={data}
      value={value ?? null}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name.
      filter={({ options }) => options}
      nothingFoundMessage="Nenhum titular encontrado"
      error={error}
      required={required}
      disabled={disabled}
      clearable
    />
  );
}
