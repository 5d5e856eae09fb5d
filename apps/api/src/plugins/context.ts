import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { BookingPasses } from '../modules/bookings/booking-pass';
import type { FacePoolLease } from '../modules/faces/face-pool';
import type { MailDispatcher } from '../modules/mail/mail-outbox';
import type { AccessTokens } from './access-token';
import type { Config } from './config';
import type { Realtime } from './realtime';

/** What services need from the running app; passed explicitly, no container. */
export interface AppContext {
  config: Config;
  db: Database;
  /**
   * Reads that may lag behind the primary: reports, exports, the dashboard and the action log read here
   * (a streaming replica with DATABASE_READ_URL, else `db` itself). Whatever must read its own writes
   * reads `db` (docs/decisions.md, Running).
   */
  readDb: Database;
  tokens: AccessTokens;
  realtime: Realtime;
  mail: MailDispatcher;
  /** Signs and reads bookings' passes (the QR codes the desk scans). */
  passes: BookingPasses;
  /** The face models' worker pool (photo checks, FaceID enrolment and identification). */
  faces: FacePoolLease;
  /** For work that follows an answer and must not fail it (the queue's filling of freed places). */
  log: FastifyBaseLogger;
}
