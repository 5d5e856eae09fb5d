import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts `npm start`'s server (without rebuilding) on a free port and an empty data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-e2e-'));
  const server = await startServerProcess(await freePorts(1), {
    DATA_DIR: dataDir,
    // The product's default: embedded database with demo data, one process.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    // No postal-code service in the tests: a closed local port fails at once, as an unreachable ViaCEP.
    POSTAL_CODE_URL: 'http://127.0.0.1:9/ws',
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
