import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailure } from '../LoadFailure';
import classes from './DataTable.module.css';
import { TableScroll } from './TableScroll';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
  /** Values with no spaces to break at (e-mails) break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  rowKey: (row: Row) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Names the table, and the region it scrolls in, for screen readers. */
  label: string;
}

const SKELETON_ROWS = 5;

/** The name a phone's card shows beside a cell: the column's header when it is plain text. */
const cardLabel = (column: { header: ReactNode }) =>
  typeof column.header === 'string' ? column.header : undefined;

/**
 * A server-side list's table: skeleton rows while loading, a retry on failure, a note when empty. A
 * narrow screen scrolls the table inside its card; the failure and empty notes sit under it, in view.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, loading, error, rowKey, minWidth = 720, label } = props;
  const failed = !loading && error !== undefined && error !== null;
  const empty = !loading && !failed && (!rows || rows.length === 0);
  return (
    <>
      <TableScroll label={label} minWidth={minWidth} className={classes.scroll}>
        <Table
          className={classes.table}
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={loading}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <SkeletonRows columns={columns.length} />
            ) : (
              rows?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      data-label={cardLabel(column)}
                      className={column.breakAnywhere ? classes.breakAnywhere : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {failed && <LoadFailure onRetry={props.onRetry} py="xl" />}
      {empty && (
        <Text c="dimmed" ta="center" py="xl">
          {props.emptyText ?? 'Nenhum resultado encontrado'}
        </Text>
      )}
    </>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={cell}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
