import { Group, Select, TextInput } from '@mantine/core';
import type { SortOrder } from '@reserva/shared/common/list.schemas';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ListOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface ListToolbarProps<Sort extends string, Field extends string = string> {
  /** A "search by" selector, when the one text box searches several fields. */
  searchFields?: ListOption<Field>[];
  searchField?: Field;
  onSearchFieldChange?: (field: Field) => void;
  search: string;
  onSearchChange: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Replaces the search box, for a search field chosen from options (e.g. a level) rather than typed. */
  searchControl?: ReactNode;
  sortOptions: ListOption<Sort>[];
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  /** Extra filters, laid out in the same row. */
  children?: ReactNode;
}

const ORDER_OPTIONS: ListOption<SortOrder>[] = [
  { value: 'ASC', label: 'Crescente' },
  { value: 'DESC', label: 'Decrescente' },
];

// Full width on phones, side by side from 'sm' up.
const FIELD_WIDTH = { base: '100%', sm: 180 };

/** The filter row above a list: search (optionally by field), sort field and order; wraps when narrow. */
export function ListToolbar<Sort extends string, Field extends string = string>(
  props: ListToolbarProps<Sort, Field>,
) {
  const { searchFields, searchField, onSearchFieldChange } = props;
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      {searchFields && searchFields.length > 0 && (
        <Select
          label="Pesquisar por"
          data={searchFields}
          value={searchField ?? null}
          onChange={(value) => value && onSearchFieldChange?.(value as Field)}
          allowDeselect={false}
          w={FIELD_WIDTH}
        />
      )}
      {props.searchControl ?? (
        <TextInput
          label={props.searchLabel ?? 'Pesquisar'}
          placeholder={props.searchPlaceholder ?? 'Digite para pesquisar'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 260 }}
        />
      )}
      {props.children}
      <Select
        label="Ordenar por"
        data={props.sortOptions}
        value={props.sort}
        onChange={(value) => value && props.onSortChange(value as Sort)}
        allowDeselect={false}
        w={FIELD_WIDTH}
      />
      <Select
        label="Ordem"
        data={ORDER_OPTIONS}
        value={props.order}
        onChange={(value) => value && props.onOrderChange(value as SortOrder)}
        allowDeselect={false}
        w={{ base: '100%', sm: 150 }}
      />
    </Group>
  );
}
