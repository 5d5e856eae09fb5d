// A list while a spreadsheet export runs (issue 28): the bookings list's p50/p95 alone, then while a
// one-year sales export of the venture streams beside it (the export restarted as it ends, until the
// samples are taken), then while two run (two users: one export at a time per user). Goal: the list
// stays under 100 ms p95 while an export runs.
import http from 'node:http';
import { addDays } from '@reserva/shared/common/dates';
import { EXPORT_TOTAL_HEADER } from '@reserva/shared/reports/export.schemas';
import {
  type Bench,
  type CaseFigures,
  caseLine,
  getAs,
  LIST_HEADER,
  measureLists,
  percentiles,
  SAMPLES,
  type Server,
  timed,
} from '../support';
import type { Section } from './measure';

const LIST = '/bookings?showPendingBookingsOnly=false';
const GOAL_MS = 100;

export interface ExportRun {
  seconds: number;
  rows: number;
  bytes: number;
}

/** One export as a browser makes it: POST, then the body read to its end (its own connection). */
function exportOnce(server: Server, token: string, today: string): Promise<ExportRun> {
  const body = JSON.stringify({ authorizationDateInit: addDays(today, -365), authorizationDateEnd: today });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.base}/bookings/payments/reports/xlsx`,
      {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`export answered ${response.statusCode}`));
            return;
          }
          const rows = Number(response.headers[EXPORT_TOTAL_HEADER.toLowerCase()] ?? 0);
          resolve({ seconds: (performance.now() - started) / 1000, rows, bytes });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Exports by `token` one after the other until `stop()`; answers each run. */
async function exportsUntil(server: Server, token: string, today: string, stopped: () => boolean) {
  const runs: ExportRun[] = [];
  while (!stopped()) runs.push(await exportOnce(server, token, today));
  return runs;
}

/** The list timed SAMPLES times while `exporters` users export; the SQL figures are the list's alone. */
async function listDuring(
  server: Server,
  name: string,
  alone: CaseFigures,
  exporters: string[],
  today: string,
): Promise<{ figures: CaseFigures; runs: ExportRun[] }> {
  const listToken = await server.tokenOf('admin@reserva.dev');
  const tokens = await Promise.all(exporters.map((email) => server.tokenOf(email)));
  let done = false;
  const exporting = Promise.all(tokens.map((token) => exportsUntil(server, token, today, () => done)));
  // The first export's count and first batch before its first byte: measured from then on too.
  const times: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i++) times.push(await timed(() => getAs(server, listToken, LIST)));
  } finally {
    done = true;
  }
  const runs = (await exporting).flat();
  const [p50, p95] = percentiles(times);
  return {
    figures: { ...alone, name, p50, p95 },
    runs,
  };
}

const describeRuns = (runs: ExportRun[]) => {
  const [first] = runs;
  if (!first) return 'no export ran';
  const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const size =
    first.bytes < 1_048_576
      ? `${(first.bytes / 1024).toFixed(0)} KB`
      : `${(first.bytes / 1_048_576).toFixed(1)} MB`;
  return `${runs.length} exports of ${first.rows.toLocaleString('en')} rows (${size}, ${Math.round(first.bytes / Math.max(1, first.rows))} bytes a row), ${seconds[0]?.toFixed(1)}-${seconds.at(-1)?.toFixed(1)} s each`;
};

export async function measureListDuringExport(bench: Bench, server: Server, today: string): Promise<Section> {
  const [alone] = await measureLists(bench, server, [['bookings list, alone', 'admin@reserva.dev', LIST]]);
  if (!alone || alone.skipped) throw new Error(`the bookings list did not answer: ${alone?.skipped}`);
  const one = await listDuring(
    server,
    'bookings list, one export running',
    alone,
    ['admin@reserva.dev'],
    today,
  );
  const two = await listDuring(
    server,
    'bookings list, two exports (two users)',
    alone,
    ['admin@reserva.dev', 'master@reserva.dev'],
    today,
  );
  console.log(LIST_HEADER);
  for (const figures of [one.figures, two.figures]) console.log(caseLine(figures));
  console.log(`  one: ${describeRuns(one.runs)}; two: ${describeRuns(two.runs)}`);
  return {
    title: 'A list while a one-year sales export runs',
    goal: `p95 < ${GOAL_MS} ms`,
    met: (figures) => !figures.skipped && figures.p95 < GOAL_MS,
    cases: [alone, one.figures, two.figures],
    note: `Beside the list (one client, one request at a time): a one-year sales export of the venture (POST …/payments/reports/xlsx, read to its end), restarted as it ends. One export: ${describeRuns(one.runs)}. Two: ${describeRuns(two.runs)}. The SQL columns are the list's alone.`,
  };
}
