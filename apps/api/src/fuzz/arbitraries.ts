import fc from 'fast-check';

// Hostile values for the write-endpoint fuzzing: what a broken client, a scanner or an attacker sends.

/** Just under the 1 MiB body limit once quoted: reaches validation. */
const NEAR_LIMIT = 'x'.repeat(1_000_000);
/** Over the body limit: must answer 413, never read further. */
const OVER_LIMIT = 'y'.repeat(1_100_000);

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1'; UPDATE users SET is_blocked = true; --",
  "' UNION SELECT password_hash FROM users --",
  '"; SELECT pg_sleep(5); --',
  '%',
  '_',
  '\\',
  '$1',
  '::uuid',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\r\nSet-Cookie: x=1',
];

const UNICODE = [
  '👩‍👩‍👧‍👦',
  '🏖️🎾',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  'Z̷̢̛̛a̵l̶g̷o̶ ̴t̷e̵x̶t̷',
  'e\u0301\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u200B',
  '\uFEFF',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\u2028\u2029',
  '　',
  '𝕏𝕪𝕫',
  'İı',
  'ß',
];

const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '9223372036854775808',
  '-9223372036854775809',
  '0x10',
  '1_000',
  '١٢٣',
  ' 1 ',
  '1.0',
  '',
  ' ',
  'null',
  'undefined',
  'true',
];

/** Days that match no calendar, or that a calendar has and a column may not (PostgreSQL has no year 0). */
export const DATE_EDGES = [
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '0000-00-00',
  '0000-01-01',
  '0000-02-29',
  '0001-01-01',
  '1582-10-10',
  '1900-01-01',
  '1970-01-01',
  '2038-01-19',
  '9999-12-31',
  '+275760-09-13',
  '-271821-04-20',
  '275760-09-14',
  '2026-13-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '2026-01-01T25:00:00',
];

export const TIME_EDGES = [
  '00:00',
  '23:59',
  '23:59:59',
  '24:00',
  '23:60',
  '25:00',
  '00:00:60',
  '-01:00',
  '9:00',
  '12:00:00.5',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  0.1 + 0.2,
];

export const hugeString = fc.constantFrom(NEAR_LIMIT, OVER_LIMIT, 'z'.repeat(10_000), 'é'.repeat(5000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(...INJECTIONS, ...UNICODE, ...NUMBER_TEXTS, ...DATE_EDGES, ...TIME_EDGES),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double(),
);

/** One field's worth of trouble: wrong type, out of range, malformed, or a JSON shape. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Random JSON shapes: nested arrays and objects of hostile scalars, with hostile keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), hostileKey()), tie('value'), {
        maxKeys: 4,
        noNullPrototype: true,
      }),
    },
  ),
})).value;

function hostileKey(): fc.Arbitrary<string> {
  return fc.constantFrom('', ' ', 'constructor', 'toString', 'id', 'ventureId', '$where', 'a.b', '\u0000');
}

/**
 * A request body as raw text, for what `JSON.stringify` never produces: broken or empty JSON,
 * prototype pollution, numbers no double holds, deep nesting, a BOM, invalid UTF-8.
 */
export const rawJsonBody: fc.Arbitrary<string | Buffer> = fc.constantFrom<string | Buffer>(
  '',
  ' ',
  '{',
  '{"a":',
  '}',
  'undefined',
  'NaN',
  "{'a': 1}",
  '{"a": 1,}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": 1, "a": 2}',
  '{"name": 1e400}',
  '{"name": -1e400}',
  '{"price": 123456789012345678901234567890}',
  '{"price": 1E-400}',
  '{"price": -0}',
  '[]',
  '[{}]',
  'null',
  'true',
  '0',
  '"text"',
  '\uFEFF{}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
);

/** A content type that lies about the body, or is broken; undefined sends none. */
export const contentTypeLie: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  ';',
  'application/json\u0000',
  `application/${'j'.repeat(2000)}`,
);

/** A multipart body that goes wrong somewhere: field name, file name, bytes, boundary. */
export const multipartBody: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    field: fc.constantFrom('face', 'file', 'avatar', '', '../face', 'face\u0000'),
    filename: fc.constantFrom('a.png', '../../../etc/passwd', 'a\u0000.png', 'x'.repeat(5000), '', '💥.jpg'),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/json', ''),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        // The magic numbers of PNG, JPEG and GIF, followed by nothing that decodes.
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
        Buffer.alloc(1_100_000, 1),
      ),
    ),
    parts: fc.integer({ min: 0, max: 3 }),
    broken: fc.boolean(),
  })
  .map(({ field, filename, type, bytes, parts, broken }) => {
    const boundary = 'fuzzboundary';
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
    const payload = Buffer.concat([
      ...Array.from({ length: parts }, () => part),
      Buffer.from(broken ? `--${boundary}` : `--${boundary}--\r\n`),
    ]);
    return { payload, contentType: `multipart/form-data; boundary=${broken ? 'other' : boundary}` };
  });

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A path id that is not one: not a uuid, a traversal, an escape, too long, a uuid of nothing. */
export const hostilePathId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '../',
    '../..',
    '..%2f',
    '%2e%2e%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    '00000000-0000-4000-8000-000000000000%00',
    '%',
    '%ff',
    '%E2%80%AE',
    '-1',
    '0',
    '1e308',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'a'.repeat(99),
    'a'.repeat(101),
    '9'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '00000000-0000-4000-8000-00000000000',
    '{00000000-0000-4000-8000-000000000000}',
    '00000000000040008000000000000000',
    '%20',
    '%0A',
    'current',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  hostileString.filter((value) => value.length < 200).map(percentEncode),
);

/** Query strings: duplicated, nested, prototype keys, broken escapes, oversized. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'isVerified=maybe',
    'isVerified=true&isVerified=false',
    'isVerified[]=true',
    'isVerified=',
    'skipLimits=1',
    '__proto__[isAdmin]=true',
    'constructor[prototype][isAdmin]=true',
    'a=%',
    'a=%ff%fe',
    '%00=%00',
    'limit=-1&page=1e308',
    'limit=9223372036854775808',
    'featureGroupKey=',
    `featureGroupKey=${'K'.repeat(5000)}`,
    'featureGroupKey[]=MEMBER',
    '&&&==&',
    '?',
    '#frag',
  ),
  fc
    .dictionary(
      fc.string({ maxLength: 10 }),
      hostileString.filter((value) => value.length < 2000),
      {
        maxKeys: 3,
      },
    )
    .map((pairs) =>
      Object.entries(pairs)
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&'),
    ),
);
