import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The add button above a details tab's table, on the right. */
export function TableAddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" mb="sm">
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
