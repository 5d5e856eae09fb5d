import { Anchor, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from './DataTable';

/**
 * The last column of a list: a 'Detalhes' link to `to` that carries the row's id in the navigation
 * state under `stateKey`; screen readers also hear the row's name.
 */
export function detailsColumn<Row extends { id: string; name: string }>(
  to: string,
  stateKey: string,
): DataTableColumn<Row> {
  return {
    key: 'details',
    header: <VisuallyHidden>Ações</VisuallyHidden>,
    width: 110,
    render: (row) => (
      <Anchor component={Link} to={to} state={{ [stateKey]: row.id }} size="sm">
        Detalhes
        <VisuallyHidden> de {row.name}</VisuallyHidden>
      </Anchor>
    ),
  };
}
