// A guest, lodger or dependant is told by its group's key, in Node and in the booking statement's SQL
// (booking-facts.repository), which counts guests and lodgers before Node has read the person.

export interface PersonKind {
  isGuest: boolean;
  isLodger: boolean;
  isDependant: boolean;
}

export const KIND_MARKS = { guest: 'GUEST', lodger: 'LODGER', dependant: 'DEPENDANT' } as const;

export function kindOf(groupKey: string): PersonKind {
  return {
    isGuest: groupKey.includes(KIND_MARKS.guest),
    isLodger: groupKey.includes(KIND_MARKS.lodger),
    isDependant: groupKey.includes(KIND_MARKS.dependant),
  };
}
