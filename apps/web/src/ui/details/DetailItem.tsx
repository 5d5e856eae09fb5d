import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItemProps {
  label: ReactNode;
  children?: ReactNode;
}

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

/** A label over its value on a details screen; an empty value shows a dash. */
export function DetailItem({ label, children }: DetailItemProps) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {isEmpty(children) ? (
        <Text size="sm" c="dimmed" aria-label="Não informado">
          —
        </Text>
      ) : typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
