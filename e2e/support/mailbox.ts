import fs from 'node:fs';
import { inject } from 'vitest';
import { decodedMail, type ReceivedMail } from '../../apps/api/src/test/smtp-sink';

// The end-to-end server's mail, as the specs read it: the server sends over SMTP to a sink that the
// global setup started, which writes each mail as a JSON line to `mailboxFile` (specs run elsewhere).

/** The mails received so far. */
function receivedMails(): ReceivedMail[] {
  return fs
    .readFileSync(inject('mailboxFile'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * The first match of `pattern` in the newest mail to `address` that has one, waiting up to 15 s for it
 * (the server sends after its answer).
 */
export async function mailedMatch(address: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = receivedMails().filter((mail) => mail.to.includes(address));
    for (const mail of mails.reverse()) {
      const found = decodedMail(mail.raw).match(pattern);
      if (found) return found[0];
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
