import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailItem } from './DetailItem';

export interface LinkedDetailItemProps {
  label: ReactNode;
  /** The target's details page and the navigation state that names the record. */
  to: string;
  state: object;
  /** Whether the user may read the target: otherwise only its name shows. */
  allowed: boolean;
  children: string;
}

/** A detail naming another record (an activity, a spot): a link to that record's details for its readers. */
export function LinkedDetailItem({ label, to, state, allowed, children }: LinkedDetailItemProps) {
  return (
    <DetailItem label={label}>
      {allowed ? (
        <Anchor component={Link} to={to} state={state} size="sm">
          {children}
        </Anchor>
      ) : (
        children
      )}
    </DetailItem>
  );
}
