import { Anchor, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from './DataTable';

/** Where a row's details open: the route and the navigation state that names the record. */
export interface DetailsLink {
  to: string;
  state: Record<string, string>;
}

/**
 * The last column of a list: a 'Detalhes' link to `to` that carries the row's id in the navigation
 * state under `stateKey` (or, for lists whose rows open on different screens, each row's own link);
 * screen readers also hear the row's name.
 */
export function detailsColumn<Row extends { id: string; name: string }>(
  to: string | ((row: Row) => DetailsLink),
  stateKey = 'id',
): DataTableColumn<Row> {
  const linkOf = typeof to === 'string' ? (row: Row) => ({ to, state: { [stateKey]: row.id } }) : to;
  return {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (row) => (
      <Anchor component={Link} {...linkOf(row)} size="sm">
        Detalhes
        <VisuallyHidden> de {row.name}</VisuallyHidden>
      </Anchor>
    ),
  };
}
