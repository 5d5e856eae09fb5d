import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** 'Editar' in a details page's header. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={onClick}>
      Editar
    </Button>
  );
}

/** 'Excluir' in a details page's header; it opens the confirmation, `loading` while the delete runs. */
export function DeleteButton({ onClick, loading }: { onClick: () => void; loading?: boolean }) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={18} aria-hidden />}
      loading={loading}
      onClick={onClick}
    >
      Excluir
    </Button>
  );
}
