import { useDebouncedValue } from '@mantine/hooks';
import type { SortOrder } from '@reserva/shared/common/list.schemas';
import { DEFAULT_PAGE_SIZE } from '@reserva/shared/common/list.schemas';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  type Filters,
  initialListState,
  type ListAction,
  type ListParams,
  type ListState,
  listReducer,
  toListParams,
} from './list-params';

// Spec 000 s.2 and 002 s.9: free-text filters reach the API 1 second after typing stops.
const FILTER_DEBOUNCE_MS = 1000;

export interface UseListParamsOptions<Sort extends string, F extends Filters> {
  defaultSort: Sort;
  /** DESC unless told (spec 002, section 9). */
  defaultOrder?: SortOrder;
  /** 20 unless told. */
  pageSize?: number;
  initialFilters?: F;
}

export interface UseListParams<Sort extends string, F extends Filters> {
  /** What goes to the API (and into the query key). */
  params: ListParams<Sort, F>;
  /** What the filter inputs show, at once. */
  filters: F;
  /** `immediate` skips the debounce: for selects and toggles, not for typing. */
  setFilter: <K extends keyof F>(name: K, value: F[K], options?: { immediate?: boolean }) => void;
  setSort: (sort: Sort) => void;
  setOrder: (order: SortOrder) => void;
  setPage: (page: number) => void;
}

/** Filter, sort and page state of a server-side list; every change but paging returns to page 1. */
export function useListParams<Sort extends string, F extends Filters = Record<string, string>>(
  options: UseListParamsOptions<Sort, F>,
): UseListParams<Sort, F> {
  const { defaultSort, defaultOrder = 'DESC', pageSize = DEFAULT_PAGE_SIZE, initialFilters } = options;
  const [state, dispatch] = useReducer(
    listReducer as (state: ListState<Sort, F>, action: ListAction<Sort, F>) => ListState<Sort, F>,
    undefined,
    () => initialListState<Sort, F>(defaultSort, defaultOrder, initialFilters),
  );

  const [debounced] = useDebouncedValue(state.filters, FILTER_DEBOUNCE_MS);
  useEffect(() => dispatch({ type: 'apply', filters: debounced }), [debounced]);

  const setFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K], opts?: { immediate?: boolean }) =>
      dispatch({ type: 'filter', name, value, immediate: opts?.immediate }),
    [],
  );
  const setSort = useCallback((sort: Sort) => dispatch({ type: 'sort', sort }), []);
  const setOrder = useCallback((order: SortOrder) => dispatch({ type: 'order', order }), []);
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);

  // Typing changes `state` but not the request: keep `params` the same object until the request changes.
  const { applied, page, sort, order } = state;
  const params = useMemo(
    () => toListParams({ filters: applied, applied, page, sort, order }, pageSize),
    [applied, page, sort, order, pageSize],
  );
  return { params, filters: state.filters, setFilter, setSort, setOrder, setPage };
}
