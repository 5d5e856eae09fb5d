import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import type { RecordDialogs } from '../dialogs/use-record-dialogs';
import { hint } from '../hint/hint';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { TableAddButton } from './TableAddButton';

export interface EditableTableProps<Row> extends Omit<DataTableProps<Row>, 'loading' | 'error' | 'onRetry'> {
  /** From `useRecordDialogs`: the add, edit and delete buttons drive it. */
  dialogs: RecordDialogs<Row>;
  canWrite: boolean;
  canDelete: boolean;
  /** The add button's text. */
  createLabel: string;
  /** Names a row in its edit and delete buttons (`Editar <name>`). */
  rowName: (row: Row) => string;
  /** Runs the confirmed delete; closing the confirmation is up to it. */
  onDelete: (row: Row) => void;
  /** The delete is running: the confirmation waits. */
  removing?: boolean;
  /** The create/edit dialog. */
  modal: ReactNode;
  /** Further dialogs, after the delete confirmation. */
  children?: ReactNode;
}

/**
 * A details tab's table of records: the add button above it for writers, edit and delete buttons on
 * each row, the create/edit dialog and the delete confirmation.
 */
export function EditableTable<Row>({
  dialogs,
  canWrite,
  canDelete,
  createLabel,
  rowName,
  onDelete,
  removing,
  modal,
  children,
  columns,
  ...table
}: EditableTableProps<Row>) {
  const actions: DataTableColumn<Row> = {
    key: 'actions',
    header: 'Ações',
    width: 100,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        {canWrite && (
          <ActionIcon
            variant="subtle"
            aria-label={`Editar ${rowName(row)}`}
            onClick={() => dialogs.edit(row)}
            {...hint('Editar')}
          >
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {canDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir ${rowName(row)}`}
            onClick={() => dialogs.askDelete(row)}
            {...hint('Excluir')}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    ),
  };
  return (
    <>
      {canWrite && <TableAddButton onClick={dialogs.create}>{createLabel}</TableAddButton>}
      <DataTable
        {...table}
        columns={canWrite || canDelete ? [...columns, actions] : columns}
        loading={false}
      />
      {modal}
      <ConfirmDialog
        opened={dialogs.deleting !== null}
        loading={removing}
        onConfirm={() => dialogs.deleting && onDelete(dialogs.deleting)}
        onClose={dialogs.closeDelete}
      />
      {children}
    </>
  );
}
