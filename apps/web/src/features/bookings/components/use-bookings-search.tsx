import { useState } from 'react';
import { DateInput } from '../../../ui/form/DateInput';
import { CPF_MASK, digitsOnly, formatMasked } from '../../../ui/form/masks';
import type { ListOption, ListToolbarProps } from '../../../ui/list/ListToolbar';
import type { UseListParams } from '../../../ui/list/use-list-params';
import type { BookingFilters, BookingSort, BookingsScope, BookingTextFilter } from '../bookings-query';

export type BookingSearchField = BookingTextFilter | 'bookedDate';
type SearchField = BookingSearchField;

const FIELDS: ListOption<SearchField>[] = [
  { value: 'userName', label: 'Membro' },
  { value: 'userDocument', label: 'Documento do membro' },
  { value: 'activityName', label: 'Atividade' },
  { value: 'spotName', label: 'Local' },
  { value: 'sellerName', label: 'Vendedor' },
  { value: 'bookedDate', label: 'Data reservada' },
];

export type BookingsSearch = Pick<
  ListToolbarProps<string, SearchField>,
  | 'searchFields'
  | 'searchField'
  | 'onSearchFieldChange'
  | 'search'
  | 'onSearchChange'
  | 'searchPlaceholder'
  | 'searchControl'
>;

/**
 * The administrators' filters (spec 001 s.2): one search box by field, as on the people lists, the
 * document masked (its digits are sent) and the date picked. Others search nothing: no box at all.
 * The reports offer some of the fields (`offered`) over the same filters.
 */
export function useBookingsSearch<Sort extends string = BookingSort>(
  list: UseListParams<Sort, BookingFilters>,
  scope: BookingsScope,
  enabled: boolean,
  offered?: readonly SearchField[],
): BookingsSearch {
  // A link's date (the dashboard's today) opens the list searching by it.
  const [field, setField] = useState<SearchField>(list.filters.bookedDate ? 'bookedDate' : 'userName');
  const dateControl = (
    <DateInput
      label="Data reservada"
      clearable
      value={list.filters.bookedDate}
      onChange={(date) => list.setFilter('bookedDate', date, { immediate: true })}
    />
  );
  if (!enabled) {
    // `false` rather than nothing: the toolbar shows its own search box unless given a control. A
    // link's date shows, so that whoever cannot search by it still sees it and can clear it.
    const control = list.filters.bookedDate ? dateControl : false;
    return { search: '', onSearchChange: () => undefined, searchControl: control };
  }
  const fields = FIELDS.filter(
    (option) =>
      (!offered || offered.includes(option.value)) &&
      !(option.value === 'activityName' && scope.activityId) &&
      !(option.value === 'sellerName' && scope.sellerId),
  );
  const changeField = (next: SearchField) => {
    // The text typed moves to the new field; a date or a document does not.
    const text = field === 'bookedDate' || field === 'userDocument' ? '' : list.filters[field];
    if (field === 'bookedDate') list.setFilter('bookedDate', null, { immediate: true });
    else list.setFilter(field, '', { immediate: true });
    if (next !== 'bookedDate' && next !== 'userDocument') list.setFilter(next, text, { immediate: true });
    setField(next);
  };
  const isDocument = field === 'userDocument';
  return {
    searchFields: fields,
    searchField: field,
    onSearchFieldChange: changeField,
    search:
      field === 'bookedDate'
        ? ''
        : isDocument
          ? formatMasked(list.filters.userDocument, CPF_MASK)
          : list.filters[field],
    onSearchChange: (value) => {
      if (field === 'bookedDate') return;
      list.setFilter(field, isDocument ? digitsOnly(value).slice(0, 11) : value);
    },
    searchPlaceholder: isDocument ? '000.000.000-00' : undefined,
    searchControl: field === 'bookedDate' ? dateControl : undefined,
  };
}
