import {
  type ComboboxItem,
  Loader,
  MultiSelect,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FieldProps } from '../../../ui/form/field-props';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useSwitchableAmong, useVentureChoices } from '../api';

export interface NamedVenture {
  id: string;
  name: string;
}

interface VenturePickerProps<Value> extends FieldProps<Value> {
  /** Names of the chosen ventures that the form's record carries; any other is looked up by its id. */
  known?: readonly NamedVenture[];
}

/**
 * What both pickers share. A MASTER may reach thousands of ventures, so the server searches them by
 * the name typed and answers a page at a time: the list reads its first page when it first opens, the
 * next as it scrolls to its end. The chosen ventures keep their names, which a page may not hold.
 */
function useVentureOptions(chosen: readonly string[], known: readonly NamedVenture[], single: boolean) {
  // Names of ventures picked from a search, kept through the next searches.
  const [picked, setPicked] = useState<NamedVenture[]>([]);
  const named = new Map([...known, ...picked].map((venture) => [venture.id, venture.name]));
  const lookup = useSwitchableAmong(chosen.filter((id) => !named.has(id)));
  for (const venture of lookup.data ?? []) named.set(venture.id, venture.name);

  const [search, setSearch] = useState('');
  // A single choice's box shows its name: while it does, the list offers every venture.
  const showsChoice = single && chosen[0] !== undefined && search === named.get(chosen[0]);
  const [term] = useDebouncedValue(showsChoice ? '' : search.trim(), 300);
  const [opened, setOpened] = useState(false);
  const choices = useVentureChoices(term, opened);
  useLoadErrorToast(
    choices.error ?? lookup.error,
    'Ocorreu um erro ao carregar os empreendimentos, tente novamente.',
  );

  const found = choices.data?.pages.flatMap((page) => page.items) ?? [];
  const offered = new Set(found.map((venture) => venture.id));
  const data: ComboboxItem[] = [
    ...chosen.flatMap((id) => {
      const name = named.get(id);
      return name === undefined || offered.has(id) ? [] : [{ value: id, label: name }];
    }),
    ...found.map((venture) => ({ value: venture.id, label: venture.name })),
  ];
  // The server already searched by name: the list offers what it found.
  const filter: OptionsFilter = ({ options }) =>
    options.filter((option) => 'value' in option && offered.has(option.value));
  const loading = choices.isFetching || lookup.isFetching;

  return {
    remember: (ids: readonly string[]) =>
      setPicked((current) => [
        ...current,
        ...found.filter((venture) => ids.includes(venture.id) && !named.has(venture.id)),
      ]),
    selectProps: {
      data,
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      filter,
      nothingFoundMessage: choices.isFetching ? undefined : 'Nenhum empreendimento encontrado',
      rightSection: loading ? (
        <Loader size="xs" role="status" aria-label="Carregando empreendimentos" />
      ) : undefined,
      onDropdownOpen: () => setOpened(true),
      scrollAreaProps: {
        onBottomReached: () => {
          if (choices.hasNextPage && !choices.isFetchingNextPage) void choices.fetchNextPage();
        },
      },
    },
  };
}

/** One venture, among those the user may switch to, searched and paged on the server. */
export function VenturePicker({
  known = [],
  value,
  onChange,
  ...field
}: VenturePickerProps<string> &
  Pick<SelectProps, 'allowDeselect' | 'clearable' | 'leftSection' | 'comboboxProps'>) {
  const options = useVentureOptions(value ? [value] : [], known, true);
  return (
    <Select
      {...field}
      {...options.selectProps}
      value={value ?? null}
      onChange={(id) => {
        if (id) options.remember([id]);
        onChange(id);
      }}
    />
  );
}

/** Several ventures, among those the user may switch to, searched and paged on the server. */
export function VentureMultiPicker({ known = [], value, onChange, ...field }: VenturePickerProps<string[]>) {
  const chosen = value ?? [];
  const options = useVentureOptions(chosen, known, false);
  return (
    <MultiSelect
      {...field}
      {...options.selectProps}
      value={chosen}
      onChange={(ids) => {
        options.remember(ids);
        onChange(ids);
      }}
    />
  );
}
