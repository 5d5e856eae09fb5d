import { useLiveMemberUpdates } from '../api';

/** Renders nothing: keeps the person's screens live (inside the face's socket provider). */
export function MemberLiveUpdates() {
  useLiveMemberUpdates();
  return null;
}
