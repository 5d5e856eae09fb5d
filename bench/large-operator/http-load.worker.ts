// The booking requests' load generator on a thread of its own (creation.ts's overHttp): on the server's
// thread, its parsing of the answers took turns with the server's own work, so the embedded database's
// server (one thread for both) was measured slower than it serves.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface HttpLoad {
  url: string;
  connections: number;
  /** One request per entry, in order: its bearer token and JSON body. */
  requests: { token: string; body: string }[];
}

const { url, connections, requests } = workerData as HttpLoad;
let next = 0;
const start = performance.now();
const run = autocannon({
  url,
  connections,
  amount: requests.length,
  // Under 50 clients an answer may take seconds: count it, not a timeout.
  timeout: 120,
  method: 'POST',
  requests: [
    {
      setupRequest: (request) => {
        const { token, body } = requests[next++] as HttpLoad['requests'][number];
        return {
          ...request,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        };
      },
    },
  ],
});
// autocannon resolves at its next one-second sampling tick, not at the last answer: timed by the
// answers, or every run would be rounded up to a whole second (runs of 6-10 s: 5-15% too slow).
let lastAnswer = start;
run.on('response', () => {
  lastAnswer = performance.now();
});
const result = await run;
const tally: Record<string, number> = Object.fromEntries(
  Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
);
if (result.errors) tally.errors = result.errors;
parentPort?.postMessage({ seconds: (lastAnswer - start) / 1000, tally });
