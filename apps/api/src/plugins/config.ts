import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { POOLERS, type Pooler } from '../db/pooler';
import { repoRoot } from '../paths';

// Configuration comes only from environment variables; README.md lists each with its default.

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  DATABASE_POOLER: z.enum(POOLERS).optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, 'a size such as 32MB or 1GB')
    .default('32MB'),
  STORAGE_DIR: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_CHANNEL_PREFIX: z.string().min(1).default('socket.io'),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Reserva <nao-responda@reserva.dev>'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FACE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  FACE_MIN_WIDTH: z.coerce.number().gt(0).max(1).default(0.15),
  FACE_MAX_YAW: z.coerce.number().min(0).max(90).default(25),
  FACE_IDLE_MINUTES: z.coerce.number().min(0.05).max(1440).default(15),
  FACE_MATCH_THRESHOLD: z.coerce.number().min(0).max(1).default(0.6),
  FACE_MIN_REAL: z.coerce.number().min(0).max(1).default(0.3),
  FACE_MIN_LIVE: z.coerce.number().min(0).max(1).default(0.3),
  POSTAL_CODE_URL: z.string().url().default('https://viacep.com.br/ws'),
  POSTAL_CODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  NO_SHOW_PENALTY_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  BACKGROUND_JOBS: flag.default(true),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A streaming replica for the reads that may lag (reports, exports, the dashboard, the action log);
   * undefined reads them on the primary, as the embedded database always does.
   */
  databaseReadUrl: string | undefined;
  /** The pooler between the processes and DATABASE_URL's PostgreSQL (PgBouncer), or none. */
  databasePooler: Pooler | undefined;
  dataDir: string;
  /** The embedded database's page cache (PostgreSQL's shared_buffers): db/client.ts says why it is small. */
  embeddedSharedBuffers: string;
  storageDir: string;
  redisUrl: string | undefined;
  /** The Redis channels' prefix: installations (or test runs) sharing one Redis each keep their own. */
  redisChannelPrefix: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  faceCheck: FaceCheckConfig;
  postalCodeUrl: string;
  postalCodeTimeoutMs: number;
  /** How often a process looks for people to suspend for no-shows (one process at a time does). */
  noShowPenaltyIntervalMs: number;
  /**
   * Whether this process runs the repeating jobs (no-show penalties, expired requests, pending FaceID
   * enrolments, booking reminders). Tests turn them off so that a job's queries never mix with a request's.
   */
  backgroundJobs: boolean;
}

/** The face models' worker pool, the thresholds of a VALID photo and of a recognition (modules/faces). */
export interface FaceCheckConfig {
  workers: number;
  /** How long a face worker waits without work before it stops (and frees its models' memory). */
  idleMs: number;
  /** The face's box width over the letterboxed square's side. */
  minWidthRatio: number;
  /** The largest head turn, left or right, in degrees. */
  maxYawDegrees: number;
  /** The least cosine similarity between a camera's face and an enrolled one to name the person. */
  matchThreshold: number;
  /** The least anti-spoofing score ('real face, not a photo or a screen') a recognition accepts. */
  minReal: number;
  /** The least liveness score a recognition accepts. */
  minLive: number;
}

// npm runs workspace scripts inside the workspace folder; relative paths are taken from where the
// user typed the command (INIT_CWD), so `./data` means the repository's data folder.
const baseDir = process.env.INIT_CWD ?? process.cwd();

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    // A replica is of a PostgreSQL server: the embedded database has none.
    databaseReadUrl: env.DATABASE_URL ? env.DATABASE_READ_URL : undefined,
    databasePooler: env.DATABASE_POOLER,
    dataDir,
    embeddedSharedBuffers: env.EMBEDDED_SHARED_BUFFERS,
    storageDir: env.STORAGE_DIR ? path.resolve(baseDir, env.STORAGE_DIR) : path.join(dataDir, 'uploads'),
    redisUrl: env.REDIS_URL,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX,
    jwtSecret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    // Demo data only for the embedded database outside production, unless asked for explicitly.
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? !env.DATABASE_URL),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(baseDir, env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    faceCheck: {
      // Detection is CPU-bound: one worker per core serves the most photos at once.
      workers: env.FACE_WORKERS ?? os.availableParallelism(),
      idleMs: env.FACE_IDLE_MINUTES * 60_000,
      minWidthRatio: env.FACE_MIN_WIDTH,
      maxYawDegrees: env.FACE_MAX_YAW,
      matchThreshold: env.FACE_MATCH_THRESHOLD,
      minReal: env.FACE_MIN_REAL,
      minLive: env.FACE_MIN_LIVE,
    },
    postalCodeUrl: env.POSTAL_CODE_URL,
    postalCodeTimeoutMs: env.POSTAL_CODE_TIMEOUT_MS,
    noShowPenaltyIntervalMs: env.NO_SHOW_PENALTY_INTERVAL_MINUTES * 60_000,
    backgroundJobs: env.BACKGROUND_JOBS,
  };
}
