import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from '../../apps/api/src/test/smtp-sink';
import { freePorts, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's mails, one JSON line each (support/mailbox.ts reads them). */
    mailboxFile: string;
  }
}

/**
 * Starts `npm start`'s server (without rebuilding) on a free port and an empty data folder, sending its
 * mail to a local SMTP sink whose mails the specs read (support/mailbox.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-e2e-'));
  const mailboxFile = path.join(dataDir, 'mailbox.jsonl');
  fs.writeFileSync(mailboxFile, '');
  const mailbox = await startSmtpSink((mail) => fs.appendFileSync(mailboxFile, `${JSON.stringify(mail)}\n`));
  const server = await startServerProcess(await freePorts(1), {
    SMTP_URL: mailbox.url,
    DATA_DIR: dataDir,
    // The product's default: embedded database with demo data, one process.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    // No postal-code service in the tests: a closed local port fails at once, as an unreachable ViaCEP.
    POSTAL_CODE_URL: 'http://127.0.0.1:9/ws',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailboxFile', mailboxFile);
  return async () => {
    await server.stop();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
