import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useToggleQueuePriority } from '../api';

export interface QueuePriorityToggleProps {
  id: string;
  name: string;
  priorizedAt: string | null;
}

/**
 * 'Priorizar Ana' (spec 001 s.2): flips at once and asks the server; the lists reload with the new
 * order, and a failure shows the stored state again.
 */
export function QueuePriorityToggle({ id, name, priorizedAt }: QueuePriorityToggleProps) {
  const toggle = useToggleQueuePriority();
  // The state asked for, until the call and the reload it triggers are over.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = wanted ?? priorizedAt !== null;
  const flip = () => {
    if (toggle.isPending) return;
    setWanted(!shown);
    toggle.mutate(id, { onSettled: () => setWanted(null) });
  };
  return (
    <Switch
      aria-label={`Priorizar ${name}`}
      checked={shown}
      onChange={flip}
      aria-busy={toggle.isPending}
      size="sm"
    />
  );
}
