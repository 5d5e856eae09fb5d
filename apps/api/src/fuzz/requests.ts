import fc from 'fast-check';
import type { DeclaredRoute } from '../plugins/auth';
import {
  contentTypeLie,
  hostileJson,
  hostilePathId,
  hostileQuery,
  hostileString,
  multipartBody,
  percentEncode,
  rawJsonBody,
} from './arbitraries';
import { pickId, type RecordPools } from './record-pools';
import { type JsonSchema, mutated, plausible, type RouteInput } from './schema-bodies';

// One fuzzed HTTP request to one route of the table: its path ids, query, headers and body.

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** How fast-check shows a request in a failure: long strings cut, so a 1 MB body stays readable. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `\n  bytes ${cut(request.payload.toString('hex'))}`
        : `\n  body ${cut(request.payload)}`;
  return `${request.method} ${cut(request.url)} from ${request.remoteAddress}\n  headers ${cut(
    JSON.stringify(request.headers),
  )}${payload}`;
}

export function withDescription(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
}

/** A path id: the id of a record of the kind the route names, a uuid of nothing, or no id at all. */
function pathValue(
  route: DeclaredRoute,
  name: string,
  schema: JsonSchema | undefined,
  pools: RecordPools,
  focused: boolean,
) {
  // The kind of record: the parameter's name (`spotId`), else the segments before it
  // (`/ventures/experience-levels/:id`, `/ventures/:id/experience-levels`).
  const before = route.url
    .slice(0, route.url.indexOf(`:${name}`))
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== 'api');
  const hints = [name, before.slice(-2).join('-'), before.at(-1) ?? ''];
  const real = fc.nat().map((index) => pickId(pools, index, ...hints));
  if (schema?.enum) return fc.constantFrom(...schema.enum.map(String));
  if (focused) return real;
  return fc.oneof(
    { weight: 2, arbitrary: real },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostilePathId },
  );
}

function queryString(input: RouteInput, pools: RecordPools, focused: boolean): fc.Arbitrary<string> {
  const declared = Object.entries(input.query).map(([name, schema]) =>
    fc
      .option(
        focused ? plausible(schema, name, pools) : fc.oneof(plausible(schema, name, pools), hostileString),
        {
          nil: undefined,
        },
      )
      .map((value) => (value === undefined ? '' : `${name}=${percentEncode(String(value))}`)),
  );
  const declaredQuery = fc.tuple(...declared).map((pairs) => pairs.filter(Boolean).join('&'));
  if (focused) return declaredQuery;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: declaredQuery },
    { weight: 2, arbitrary: hostileQuery },
  );
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

function body(input: RouteInput, pools: RecordPools): fc.Arbitrary<Body> {
  const schema = input.body;
  const valid = schema ? plausible(schema, 'body', pools) : hostileJson;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: schema ? 2 : 1, arbitrary: valid.map(json) },
    { weight: schema ? 6 : 2, arbitrary: mutated(valid, pools).map(json) },
    { weight: 2, arbitrary: hostileJson.map(json) },
    { weight: 1, arbitrary: rawJsonBody.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, contentTypeLie).map(([value, contentType]) => lie(value, contentType)),
    },
    { weight: schema ? 1 : 3, arbitrary: multipartBody },
  );
}

function lie(value: unknown, contentType: string | undefined): Body {
  const payload = JSON.stringify(value) ?? '';
  return contentType === undefined ? { payload } : { payload, contentType };
}

/** Headers besides the authorization: lies and junk the app must ignore or refuse cleanly. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .subarray([
        ['x-venture-id', '00000000-0000-4000-8000-000000000000'],
        ['x-forwarded-for', "1.2.3.4, ' OR 1=1 --"],
        ['x-real-ip', '::ffff:999.1.1.1'],
        ['x-http-method-override', 'DELETE'],
        ['accept', 'application/xml'],
        ['accept-encoding', 'gzip;q=2, *;q=-1'],
        ['accept-language', 'x'.repeat(4000)],
        ['cookie', 'session=../../;;;='],
        ['origin', 'null'],
        ['content-encoding', 'gzip'],
        ['transfer-encoding', 'chunked'],
        ['expect', '100-continue'],
      ] as const)
      .map((pairs) => Object.fromEntries(pairs)),
  },
);

/**
 * A request to `route`: half of them hostile everywhere (ids, query, headers, body, content type),
 * half aimed past validation (real ids, a declared query, JSON) with a plausible body mutated field
 * by field, so that the hostile value reaches the services and the database.
 */
export function requestArbitrary(
  route: DeclaredRoute,
  input: RouteInput,
  pools: RecordPools,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(shaped(route, input, pools, 'hostile'), shaped(route, input, pools, 'mutated'));
}

/** A request the route would likely accept: real ids, a declared query, a plausible JSON body. */
export function plausibleRequest(route: DeclaredRoute, input: RouteInput, pools: RecordPools) {
  return shaped(route, input, pools, 'plausible');
}

function shaped(
  route: DeclaredRoute,
  input: RouteInput,
  pools: RecordPools,
  mode: 'hostile' | 'mutated' | 'plausible',
): fc.Arbitrary<FuzzRequest> {
  const focused = mode !== 'hostile';
  const names = [...route.url.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] as string);
  const params = fc.tuple(...names.map((name) => pathValue(route, name, input.params[name], pools, focused)));
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const valid = input.body ? plausible(input.body, 'body', pools) : hostileJson;
  return fc
    .record({
      params,
      query: queryString(input, pools, focused),
      body: focused
        ? hasBody
          ? (mode === 'plausible'
              ? valid
              : fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: mutated(valid, pools) })
            ).map(json)
          : fc.constant<Body>({})
        : hasBody
          ? body(input, pools)
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant<Body>({}) },
              { weight: 1, arbitrary: hostileJson.map(json) },
            ),
      headers: focused ? fc.constant({}) : extraHeaders,
      remoteAddress: fc.oneof(fc.constant('127.0.0.1'), fc.ipV4(), fc.ipV6()),
    })
    .map(({ params, query, body: { payload, contentType }, headers, remoteAddress }) => {
      let index = 0;
      const path = route.url.replace(/:[a-zA-Z]+/g, () => params[index++] ?? '');
      return withDescription({
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...(contentType && { 'content-type': contentType }) },
        ...(payload !== undefined && { payload }),
        remoteAddress,
      });
    });
}
