import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const COLORS: Record<StatusTone, string> = {
  success: 'teal',
  warning: 'yellow',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
};

export interface StatusBadgeProps {
  /** What the status means, not a colour: the same tone reads the same on every screen. */
  tone?: StatusTone;
  children: ReactNode;
  icon?: ReactNode;
}

/** A short state label (Ativo, Pendente, Confirmado, Foto válida…). */
export function StatusBadge({ tone = 'neutral', children, icon }: StatusBadgeProps) {
  return (
    // Never narrower than its text: its label clips, so a table column squeezed on a phone would
    // otherwise show 'Pende…'.
    <Badge color={COLORS[tone]} variant="light" radius="sm" tt="none" leftSection={icon} miw="max-content">
      {children}
    </Badge>
  );
}
