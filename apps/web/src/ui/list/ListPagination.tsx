import { Group, Pagination, Text } from '@mantine/core';

export interface ListPaginationProps {
  page: number;
  pages: number;
  total: number;
  onChange: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

/**
 * The total always; page buttons only when there is more than one page, showing the first, the
 * current one's neighbours and the last (spec 000, section 9).
 */
export function ListPagination({ page, pages, total, onChange }: ListPaginationProps) {
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        Total: {total}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          boundaries={1}
          siblings={1}
          size="sm"
          aria-label="Paginação"
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
