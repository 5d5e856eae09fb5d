import { Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './KeepActions.module.css';

/** 'Imprimir' (the browser's print, which can also save a PDF) and the screen's other actions, left off the paper. */
export function KeepActions({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="sm" mt="lg" className={classes.actions}>
      <Button
        fullWidth
        size="md"
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
      >
        Imprimir
      </Button>
      {children}
    </Stack>
  );
}
