import { Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
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
  /** Names the table for screen readers. */
  label?: string;
}

const SKELETON_ROWS = 5;

/** A server-side list's table: skeleton rows while loading, a retry on failure, a note when empty. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, loading, error, rowKey, minWidth = 720, label } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width} style={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <SkeletonRows columns={columns.length} />
          ) : error !== undefined && error !== null ? (
            <MessageRow columns={columns.length}>
              <Stack align="center" gap="xs">
                <Text c="red.7" fw={500}>
                  Falha ao carregar dados
                </Text>
                {props.onRetry && (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    onClick={props.onRetry}
                  >
                    Tentar novamente
                  </Button>
                )}
              </Stack>
            </MessageRow>
          ) : !rows || rows.length === 0 ? (
            <MessageRow columns={columns.length}>
              <Text c="dimmed">{props.emptyText ?? 'Nenhum resultado encontrado'}</Text>
            </MessageRow>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" py="xl">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
