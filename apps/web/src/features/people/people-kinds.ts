import { LODGER_KEYS, MEMBER_KEYS } from '@reserva/shared/people/people.rules';

// The three families of people screens (spec 000, section 2) and where each group's records open.

export type PersonKind = 'member' | 'guest' | 'lodger';

export interface KindScreens {
  list: string;
  details: string;
  update: string;
  /** The navigation state key of the record's id. */
  stateKey: string;
  keys: typeof MEMBER_KEYS | typeof LODGER_KEYS;
}

export const KINDS: Record<PersonKind, KindScreens> = {
  member: {
    list: '/members',
    details: '/members/details',
    update: '/members/update',
    stateKey: 'memberId',
    keys: MEMBER_KEYS,
  },
  guest: {
    list: '/members',
    details: '/guests/details',
    update: '/guests/update',
    stateKey: 'guestId',
    keys: MEMBER_KEYS,
  },
  lodger: {
    list: '/lodgers',
    details: '/lodgers/details',
    update: '/lodgers/update',
    stateKey: 'lodgerId',
    keys: LODGER_KEYS,
  },
};

/** Members and dependants open on the members' screens (spec 000, s.2), guests and lodgers on their own. */
export function kindOf(groupKey: string): PersonKind {
  if (groupKey === 'GUEST') return 'guest';
  if (groupKey === 'LODGER') return 'lodger';
  return 'member';
}

/** The navigation state that opens a person's details. */
export function detailsLink(person: { id: string; featureGroup: { key: string } }) {
  const kind = KINDS[kindOf(person.featureGroup.key)];
  return { to: kind.details, state: { [kind.stateKey]: person.id } };
}
