import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ERRORS, isErrorCode } from '@reserva/shared/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/raw';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { bearer, type TestApp } from '../test/test-app';
import { type DatabaseDigest, type Digest, databaseDigest } from './database-digest';
import { loadPools, type RecordPools } from './record-pools';
import { describeRequest, type FuzzRequest } from './requests';

// Sends fuzzed requests and checks what every answer must hold: no 5xx, the error contract, and a
// refused request (4xx) leaves every row as it was. The digest before a request is the one after the
// previous; a new one is taken only when a transaction wrote since (database-digest.ts, writeMark).

const MASTER_EMAIL = 'master@reserva.dev';

/**
 * 4xx answers after which the change stands, by the spec: a priced booking or a change of its extras
 * is stored, then answered `user-*-missing` when the person's record lacks what a payment needs
 * (server-rules.md, Creating bookings step 10). The public form answers none of them (docs/decisions.md,
 * Public booking form): a refused submission or confirmation changes nothing.
 */
const CHANGE_STANDS = new Set([
  'user-address-missing',
  'user-birth-date-missing',
  'user-cpf-missing',
  'user-phone-missing',
]);
const TOKEN_REFRESH_MS = 10 * 60_000;

interface MasterAccount {
  id: string;
  email: string;
  password_hash: string;
  feature_group_id: string;
}

export class Harness {
  sent = 0;
  /** Milliseconds spent answering requests and taking digests. */
  readonly time = { requests: 0, digests: 0 };
  readonly statuses: Record<number, number> = {};
  token = '';
  private baseline: Digest = new Map();
  private mark = '';
  private signIns = 0;
  private signedInAt = 0;

  private constructor(
    private readonly t: TestApp,
    private readonly digest: DatabaseDigest,
    private readonly pools: RecordPools,
    private readonly master: MasterAccount,
  ) {}

  static async create(t: TestApp, pools: RecordPools): Promise<Harness> {
    const [master] = await queryRows<MasterAccount>(
      t.database.db,
      sql`SELECT id, email, password_hash, feature_group_id FROM users WHERE email = ${MASTER_EMAIL}`,
    );
    if (!master) throw new Error('demo master missing');
    const harness = new Harness(t, await databaseDigest(t.database.db), pools, master);
    await harness.signIn();
    return harness;
  }

  /** The master's own user and group stay out of the pools: fuzzing them would lock the fuzzer out. */
  get protectedIds(): Set<string> {
    return new Set([this.master.id, this.master.feature_group_id]);
  }

  /** Sends one request (as the master when `signedIn`) and checks the properties; throws when one fails. */
  async send(request: FuzzRequest, signedIn: boolean): Promise<LightMyRequestResponse> {
    // Access tokens last 15 minutes; a long run signs in again before that.
    if (signedIn && Date.now() - this.signedInAt > TOKEN_REFRESH_MS) await this.signIn();
    const started = performance.now();
    const response = await this.t.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: { ...request.headers, ...(signedIn && bearer(this.token)) },
      remoteAddress: request.remoteAddress,
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    this.sent++;
    this.statuses[response.statusCode] = (this.statuses[response.statusCode] ?? 0) + 1;
    // Mail that a request queued is delivered (its row updated) before the digest, not during the next.
    await this.t.ctx.mail.kick();
    const answered = performance.now();
    const changed = await this.changedTables();
    this.time.requests += answered - started;
    this.time.digests += performance.now() - answered;
    const fail = (why: string) => {
      throw new Error(
        `${why}\n  ${describeRequest(request)}\n  answered ${response.statusCode} ${cut(bodyText(response))}`,
      );
    };
    if (response.statusCode >= 500) fail('a 5xx');
    if (response.statusCode >= 400) {
      const body = parseJson(bodyText(response)) as { statusCode?: unknown; message?: unknown } | undefined;
      if (
        !body ||
        body.statusCode !== response.statusCode ||
        !isErrorCode(body.message) ||
        ERRORS[body.message].status !== response.statusCode
      ) {
        fail('an error outside the contract');
      }
      if (changed.length > 0 && !CHANGE_STANDS.has(body?.message as string)) {
        fail(`a refused request changed rows of ${changed.join(', ')}`);
      }
    } else if (changed.length > 0) {
      await this.afterChange();
    }
    return response;
  }

  /** The tables whose rows changed since the last call. */
  private async changedTables(): Promise<string[]> {
    const mark = await this.digest.writeMark();
    if (mark === this.mark) return [];
    const after = await this.digest.take();
    const changed = this.digest.changed(this.baseline, after);
    this.baseline = after;
    this.mark = mark;
    return changed;
  }

  /** After a change: new records join the pools, and the master signs in again if the change ended the session. */
  private async afterChange(): Promise<void> {
    await loadPools(this.t.database.db, this.pools, this.protectedIds);
    const probe = await this.t.app.inject({
      method: 'GET',
      url: '/api/sessions/ventures',
      headers: bearer(this.token),
    });
    if (probe.statusCode !== 200) await this.signIn();
  }

  /** Signs the master in, first undoing what fuzzing may have done to the account (its own profile, sign-in throttle). */
  private async signIn(): Promise<void> {
    const { db } = this.t.database;
    await db.execute(sql`
      UPDATE users SET email = ${this.master.email}, password_hash = ${this.master.password_hash},
        is_blocked = false, blocked_until = NULL, deleted_at = NULL, must_change_password = false
      WHERE id = ${this.master.id}`);
    await db.execute(sql`DELETE FROM throttle_windows WHERE subject = ${this.master.email}`);
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/api/v2/sessions',
      // An address of its own, so that the fuzzed sign-ins' throttle never refuses it.
      remoteAddress: `10.255.255.${++this.signIns % 250}`,
      payload: { email: this.master.email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`master sign-in failed: ${response.body}`);
    this.token = response.json<{ token: string }>().token;
    this.signedInAt = Date.now();
    this.mark = await this.digest.writeMark();
    this.baseline = await this.digest.take();
  }
}

/** The body as a client reads it: decoded when compressed (a fuzzed request may accept gzip). */
function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  return response.body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const cut = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);
