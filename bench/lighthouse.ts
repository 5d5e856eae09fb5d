// First load of the main screens as Lighthouse sees it (desktop preset, performance only): the built
// server (`npm run build` first) on a fresh embedded database with the demo data, Debian's Chromium,
// RUNS runs a page (3 unless set), the median of each figure written to bench/results/lighthouse.md.
//
// The signed-in pages need the session where the app keeps it, in localStorage. Lighthouse's Node API
// drives a Puppeteer page we give it; before a page's runs that page opens the app and stores a fresh
// session there. Lighthouse's storage reset between runs clears the HTTP cache, service workers and
// cache storage but not localStorage (its default clearStorageTypes), so each run is a cold load of a
// signed-in page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { freePorts, startServerProcess } from '../e2e/support/server-process';

const RUNS = Number(process.env.RUNS ?? 3);
// A folder to keep each page's last report in (JSON, for its trace-based diagnostics), when set.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const EMAIL = 'admin@reserva.dev';
const PAGES = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'members', path: '/members', signedIn: true },
  { name: 'bookings', path: '/bookings', signedIn: true },
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread task that starts once the page's first API answer has arrived, ms. */
  longestAfterData: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as {
      url: string;
      startTime: number;
      duration: number;
      networkEndTime: number;
    }[];
  // Both audits time from the navigation's start (observed, not simulated).
  const dataArrived = Math.min(
    ...items('network-requests')
      .filter((request) => new URL(request.url).pathname.startsWith('/api/'))
      .map((request) => request.networkEndTime),
  );
  const after = items('long-tasks').filter((task) => task.startTime >= dataArrived);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    longestAfterData: Math.max(0, ...after.map((task) => task.duration)),
  };
}

async function storeSession(page: Page, base: string): Promise<void> {
  const response = await fetch(`${base}/api/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: 'reserva123' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token, refreshToken, user, venture } = (await response.json()) as Record<string, unknown>;
  await page.goto(`${base}/404`);
  const entries = Object.entries({ token, refreshToken, user, venture }).map(
    ([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)],
  );
  await page.evaluate((stored) => {
    for (const [name, value] of stored) localStorage.setItem(name, value);
  }, entries);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-lighthouse-'));
const server = await startServerProcess(await freePorts(1), {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless=new', '--no-sandbox'],
});
const rows: string[] = [];
try {
  const page = await browser.newPage();
  for (const screen of PAGES) {
    if (screen.signedIn) await storeSession(page, server.baseUrl);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `${server.baseUrl}${screen.path}`,
        { onlyCategories: ['performance'], logLevel: 'error' },
        desktopConfig,
        page,
      );
      if (!result) throw new Error(`no result for ${screen.path}`);
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== screen.path) {
        throw new Error(`${screen.path} ended on ${result.lhr.finalDisplayedUrl}`);
      }
      runs.push(figuresOf(result.lhr));
      if (REPORTS) fs.writeFileSync(path.join(REPORTS, `${screen.name}.json`), JSON.stringify(result.lhr));
    }
    const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const row = `| ${screen.name} | ${of('score')} | ${of('fcp').toFixed(0)} | ${of('lcp').toFixed(0)} | ${of('tbt').toFixed(0)} | ${of('cls').toFixed(3)} | ${of('longestAfterData').toFixed(0)} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const report = `# Lighthouse, first load

Date: ${new Date().toISOString()}. Machine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}.
\`npm run build && npm run lighthouse -w @reserva/bench\`: desktop preset (simulated throttling), performance
only, the built server on a fresh embedded database with the demo data, signed in as ${EMAIL} where needed.
Median of ${RUNS} runs of each figure. Goal: score >= 90, CLS < 0.1, no task over 200 ms once data arrived.

| page | score | FCP ms | LCP ms | TBT ms | CLS | longest task after data, ms |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
fs.writeFileSync(path.join(import.meta.dirname, 'results/lighthouse.md'), report);
