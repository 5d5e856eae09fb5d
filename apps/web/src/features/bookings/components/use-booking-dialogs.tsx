import { type ReactNode, useCallback, useState } from 'react';
import type { BookingActionTarget } from '../booking-rules';
import { CancelBookingDialog } from './CancelBookingDialog';
import { CheckinsDialog } from './CheckinsDialog';
import { PayAtClubDialog } from './PayAtClubDialog';

export type BookingDialogKind = 'checkins' | 'payAtClub' | 'cancel';

export interface BookingDialogs {
  open: (kind: BookingDialogKind, target: BookingActionTarget) => void;
  /** Render it once beside the table or page that opens them. */
  dialogs: ReactNode;
}

/** The dialogs of a booking's row actions, one at a time. */
export function useBookingDialogs(onCancelled?: () => void): BookingDialogs {
  const [opened, setOpened] = useState<{ kind: BookingDialogKind; target: BookingActionTarget } | null>(null);
  const close = () => setOpened(null);
  const open = useCallback(
    (kind: BookingDialogKind, target: BookingActionTarget) => setOpened({ kind, target }),
    [],
  );
  let dialogs: ReactNode = null;
  if (opened?.kind === 'checkins') dialogs = <CheckinsDialog target={opened.target} onClose={close} />;
  if (opened?.kind === 'payAtClub') dialogs = <PayAtClubDialog target={opened.target} onClose={close} />;
  if (opened?.kind === 'cancel') {
    dialogs = <CancelBookingDialog bookingId={opened.target.id} onClose={close} onCancelled={onCancelled} />;
  }
  return { open, dialogs };
}
