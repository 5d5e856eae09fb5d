// A choice applies to the notices sent while it holds: the bell lists a notice only if its kind and
// activity have been heard without a break since it was sent, as the live push told it. Turning a kind
// off takes its notices out of the bell at once; turning it on again does not bring back those sent in
// between, nor does adding an activity bring back that activity's past. Each kind and activity heard
// keeps the time its unbroken hearing began (`EVER`: before any choice, from the group's defaults);
// `*` is every activity, when none is chosen. Times are the database's, as text.

export type HeardSince = Record<string, string>;

const EVER = '-infinity';
const EVERY = '*';

const kindKey = (kind: string) => `kind:${kind}`;
const activityKey = (activity: string) => `activity:${activity}`;
/** The key of every activity's time. */
export const EVERY_ACTIVITY = activityKey(EVERY);

export interface Choice {
  kinds: string[];
  activityIds: string[];
  heardSince: HeardSince;
}

/** Since when the activity has been heard under `choice`, or undefined when it is not heard. */
function activitySince(choice: Choice, activityId: string): string | undefined {
  const own = choice.heardSince[activityKey(activityId)];
  if (choice.activityIds.length === 0) return own ?? choice.heardSince[EVERY_ACTIVITY] ?? EVER;
  return choice.activityIds.includes(activityId) ? (own ?? EVER) : undefined;
}

/** The times of the choice that follows `before`, made at `now`. */
export function nextHeardSince(
  before: Choice,
  after: Pick<Choice, 'kinds' | 'activityIds'>,
  now: string,
): HeardSince {
  const since: HeardSince = {};
  for (const kind of after.kinds) {
    since[kindKey(kind)] = before.kinds.includes(kind) ? (before.heardSince[kindKey(kind)] ?? EVER) : now;
  }
  if (after.activityIds.length === 0) {
    since[EVERY_ACTIVITY] =
      before.activityIds.length === 0 ? (before.heardSince[EVERY_ACTIVITY] ?? EVER) : now;
    // An activity heard on its own before keeps its time: it is heard on, without a break.
    const named = Object.keys(before.heardSince).filter(
      (key) => key.startsWith(activityKey('')) && key !== EVERY_ACTIVITY,
    );
    for (const key of named) {
      const activityId = key.slice(activityKey('').length);
      const kept = activitySince(before, activityId);
      if (kept !== undefined) since[key] = kept;
    }
  } else {
    for (const activityId of after.activityIds) {
      since[activityKey(activityId)] = activitySince(before, activityId) ?? now;
    }
  }
  return since;
}
