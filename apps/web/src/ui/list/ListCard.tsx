import { Paper } from '@mantine/core';
import type { Paged, SortOrder } from '@reserva/shared/common/list.schemas';
import { DataTable, type DataTableProps } from './DataTable';
import { ListPagination } from './ListPagination';
import { ListToolbar, type ListToolbarProps } from './ListToolbar';

/** The part of `useListParams` the card reads and drives: sort, order and page. */
export interface ListCardParams<Sort extends string> {
  params: { page: number; sort: Sort; order: SortOrder };
  setSort: (sort: Sort) => void;
  setOrder: (order: SortOrder) => void;
  setPage: (page: number) => void;
}

/** The part of a TanStack list query the card shows. */
export interface ListCardQuery<Row> {
  data: Paged<Row> | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListCardProps<Row, Sort extends string, Field extends string = string>
  extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'onRetry'> {
  list: ListCardParams<Sort>;
  query: ListCardQuery<Row>;
  /** The search box and the page's own filters; sort and order come from `list`. */
  toolbar: Omit<ListToolbarProps<Sort, Field>, 'sort' | 'onSortChange' | 'order' | 'onOrderChange'>;
}

/** A server-side list's card: filter row, table and pagination, wired to `useListParams` and its query. */
export function ListCard<Row, Sort extends string, Field extends string = string>({
  list,
  query,
  toolbar,
  ...table
}: ListCardProps<Row, Sort, Field>) {
  return (
    <Paper withBorder p="md" radius="md">
      <ListToolbar
        {...toolbar}
        sort={list.params.sort}
        onSortChange={list.setSort}
        order={list.params.order}
        onOrderChange={list.setOrder}
      />
      <DataTable
        {...table}
        rows={query.data?.items}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {query.data && (
        <ListPagination
          page={list.params.page}
          pages={query.data.pages}
          total={query.data.total}
          onChange={list.setPage}
        />
      )}
    </Paper>
  );
}
