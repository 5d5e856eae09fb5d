import fc from 'fast-check';
import type { DeclaredRoute } from '../plugins/auth';
import {
  DATE_EDGES,
  HOSTILE_NUMBERS,
  hostileJson,
  hostileScalar,
  hostileString,
  TIME_EDGES,
} from './arbitraries';
import type { Harness } from './harness';
import { pickFrom, type RecordPools } from './record-pools';
import { type FuzzRequest, plausibleRequest, withDescription } from './requests';
import { type RouteInput, slots } from './schema-bodies';

// Bodies a route accepts, with one field at a time made hostile by the kind of value it holds: a
// date gets impossible and unstorable days, a number overflows, an id names another record. Random
// mutation rarely keeps the rest of a body valid; this keeps it, so the value reaches the service.

const PLAUSIBLE_TRIES = 30;

/**
 * The first plausible request the route answers with success (or, failing that, with a refusal
 * that is not about the input), or undefined. Each try is a fuzzed request too, checked as such.
 */
export async function acceptedRequest(
  harness: Harness,
  route: DeclaredRoute,
  input: RouteInput,
  pools: RecordPools,
  seed: number,
): Promise<FuzzRequest | undefined> {
  let fallback: FuzzRequest | undefined;

  for (const request of fc.sample(plausibleRequest(route, input, pools), {
    numRuns: PLAUSIBLE_TRIES,
    seed,
  })) {
    const { statusCode } = await harness.send(request, true);
    if (statusCode < 400) return request;
    if (![400, 404, 413, 415].includes(statusCode)) fallback ??= request;
  }
  return fallback;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Hostile values of the kind `value` is. */
function edgesFor(value: unknown, pools: RecordPools): fc.Arbitrary<unknown> {
  if (typeof value === 'number') return fc.constantFrom(...HOSTILE_NUMBERS, '1', '1e308', 'NaN');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return fc.constantFrom(...DATE_EDGES);
  if (typeof value === 'string' && /^\d{2}:\d{2}/.test(value)) return fc.constantFrom(...TIME_EDGES);
  if (typeof value === 'string' && UUID.test(value)) {
    return fc.oneof(
      fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
      fc.uuid(),
      fc.nat().map((index) => pickFrom(pools.allIds, index, '')),
    );
  }
  if (typeof value === 'string') return hostileString;
  return hostileJson;
}

/** The accepted request with one field of its body (at any depth) replaced by a hostile value. */
export function oneFieldHostile(accepted: FuzzRequest, pools: RecordPools): fc.Arbitrary<FuzzRequest> {
  if (accepted.payload === undefined) return fc.constant(accepted);
  const body = JSON.parse(String(accepted.payload)) as unknown;
  const count = slots(body).length;
  if (count === 0) return fc.constant(accepted);
  return fc
    .nat({ max: count - 1 })
    .chain((at) => {
      const [container, key] = slots(body)[at] as [Record<string | number, unknown>, string | number];
      const kind = edgesFor(container[key], pools);
      return fc
        .oneof({ weight: 4, arbitrary: kind }, { weight: 1, arbitrary: hostileScalar })
        .map((value) => [at, value] as const);
    })
    .map(([at, value]) => {
      const copy = structuredClone(body);
      const [container, key] = slots(copy)[at] as [Record<string | number, unknown>, string | number];
      container[key] = value;
      return withDescription({ ...accepted, payload: JSON.stringify(copy) });
    });
}
