import { DEFAULT_PAGE_SIZE, type SortOrder } from '@reserva/shared/common/list.schemas';

// The state of a server-side list (spec 002, section 9): what the inputs show (`filters`) and what
// the API was asked for (`applied`). Text filters reach `applied` after the debounce; any change
// that reaches it, and any sort or order change, goes back to page 1.

export type FilterValue = string | number | boolean | null | undefined;
export type Filters = Record<string, FilterValue>;

export interface ListState<Sort extends string, F extends Filters> {
  filters: F;
  applied: F;
  sort: Sort;
  order: SortOrder;
  page: number;
}

export type ListAction<Sort extends string, F extends Filters> =
  | { type: 'filter'; name: keyof F; value: F[keyof F]; immediate?: boolean }
  | { type: 'apply'; filters: F }
  | { type: 'sort'; sort: Sort }
  | { type: 'order'; order: SortOrder }
  | { type: 'page'; page: number };

/** What a list request carries: paging, sort, and the applied filters that are not empty. */
export type ListParams<Sort extends string, F extends Filters = Record<string, string>> = {
  limit: number;
  page: number;
  sort: Sort;
  order: SortOrder;
} & Partial<F>;

export function initialListState<Sort extends string, F extends Filters>(
  sort: Sort,
  order: SortOrder = 'DESC',
  filters: F = {} as F,
): ListState<Sort, F> {
  return { filters, applied: filters, sort, order, page: 1 };
}

function sameFilters(a: Filters, b: Filters): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!isEmpty(a[key]) || !isEmpty(b[key])) if (a[key] !== b[key]) return false;
  return true;
}

function isEmpty(value: FilterValue): boolean {
  return value === undefined || value === null || value === '';
}

export function listReducer<Sort extends string, F extends Filters>(
  state: ListState<Sort, F>,
  action: ListAction<Sort, F>,
): ListState<Sort, F> {
  switch (action.type) {
    case 'filter': {
      if (state.filters[action.name] === action.value) return state;
      const filters = { ...state.filters, [action.name]: action.value };
      // Selects and toggles apply at once; only typing waits for the debounce.
      if (!action.immediate) return { ...state, filters };
      const applied = { ...state.applied, [action.name]: action.value };
      return { ...state, filters, applied, page: sameFilters(applied, state.applied) ? state.page : 1 };
    }
    case 'apply':
      // Returning the same state lets React skip the render when nothing really changed.
      if (sameFilters(action.filters, state.applied)) return state;
      return { ...state, applied: action.filters, page: 1 };
    case 'sort':
      return action.sort === state.sort ? state : { ...state, sort: action.sort, page: 1 };
    case 'order':
      return action.order === state.order ? state : { ...state, order: action.order, page: 1 };
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, Math.trunc(action.page)) };
  }
}

export function toListParams<Sort extends string, F extends Filters>(
  state: ListState<Sort, F>,
  limit = DEFAULT_PAGE_SIZE,
): ListParams<Sort, F> {
  const params: Record<string, FilterValue> = {};
  for (const [name, value] of Object.entries(state.applied)) {
    const sent = typeof value === 'string' ? value.trim() : value;
    if (!isEmpty(sent)) params[name] = sent;
  }
  return { ...params, limit, page: state.page, sort: state.sort, order: state.order } as ListParams<Sort, F>;
}
