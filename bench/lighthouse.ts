// First load of the main screens as Lighthouse sees it (performance only; the back-office's with the
// desktop preset, Sócio's, a phone's app, with Lighthouse's default mobile settings): the built
// server (`npm run build` first) on a fresh embedded database with the demo data, Debian's Chromium,
// RUNS runs a page (3 unless set), the median of each figure written to bench/results/lighthouse.md.
//
// The signed-in pages need the session where the app keeps it, in localStorage (the staff's and a
// person's under the same keys). Lighthouse's Node API drives a Puppeteer page we give it; before a
// page's runs that page opens the app and stores a fresh session there, or clears it for a stranger. Lighthouse's storage reset between runs clears the HTTP cache, service workers and
// cache storage but not localStorage (its default clearStorageTypes), so each run is a cold load of a
// signed-in page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { hasNginx, type Nginx, startNginx } from '../e2e/support/nginx';
import { freePorts, startServerProcess } from '../e2e/support/server-process';

const RUNS = Number(process.env.RUNS ?? 3);
// A folder to keep each page's last report in (JSON, for its trace-based diagnostics), when set.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// A line for the results file about the run's conditions (a machine shared with other work), when set.
const NOTE = process.env.LIGHTHOUSE_NOTE;
// Who signs in, and where: the staff's sessions at /api/v2/sessions, a person's (Sócio) at /api/me/sessions.
const ACCOUNTS = {
  staff: { email: 'admin@reserva.dev', signIn: '/api/v2/sessions' },
  person: { email: 'socio@reserva.dev', signIn: '/api/me/sessions' },
} as const;
type Account = keyof typeof ACCOUNTS;
const ALL_PAGES: { name: string; path: string; account?: Account; mobile?: boolean }[] = [
  { name: 'sign-in', path: '/' },
  { name: 'dashboard', path: '/dashboard', account: 'staff' },
  { name: 'members', path: '/members', account: 'staff' },
  { name: 'bookings', path: '/bookings', account: 'staff' },
  { name: 'Sócio sign-in', path: '/app/', mobile: true },
  { name: 'Sócio Agenda', path: '/app/', account: 'person', mobile: true },
];
// LIGHTHOUSE_PAGES=Sócio measures only the pages whose name holds it (a quick look while working; the
// results file is written only by a run of every page).
const ONLY = process.env.LIGHTHOUSE_PAGES;
const PAGES = ONLY ? ALL_PAGES.filter((page) => page.name.includes(ONLY)) : ALL_PAGES;

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

/** Stores `account`'s session in the page's storage at `origin`, signed in at the server itself (`api`). */
async function storeSession(
  page: Page,
  origin: string,
  api: string,
  account: Account | undefined,
): Promise<void> {
  await page.goto(`${origin}/404`);
  await page.evaluate(() => localStorage.clear());
  if (!account) return;
  const { email, signIn } = ACCOUNTS[account];
  const response = await fetch(`${api}${signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'reserva123' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token, refreshToken, user, venture } = (await response.json()) as Record<string, unknown>;
  const entries = Object.entries({ token, refreshToken, user, venture }).map(
    ([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)],
  );
  await page.evaluate((stored) => {
    for (const [name, value] of stored) localStorage.setItem(name, value);
  }, entries);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-lighthouse-'));
const port = await freePorts(2);
const nginxPort = port + 1;
const server = await startServerProcess(port, {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
});
// A phone meets the app over HTTPS (a service worker installs only there), through the nginx the project
// ships (deploy/nginx) with TLS and HTTP/2: its pages are measured there too, where Debian's nginx is
// installed. The self-signed certificate needs Chromium's --ignore-certificate-errors.
let nginx: Nginx | undefined;
if (hasNginx && PAGES.some((screen) => screen.mobile))
  nginx = await startNginx(nginxPort, [port], { tls: true });
else if (!hasNginx) console.log('nginx is not installed: the pages are measured from the server only');
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'],
});
const served = [
  { name: 'server, HTTP/1.1', origin: server.baseUrl, mobileOnly: false },
  ...(nginx ? [{ name: 'nginx, HTTPS and HTTP/2', origin: nginx.url, mobileOnly: true }] : []),
];
const rows: string[] = [];
try {
  const page = await browser.newPage();
  for (const screen of PAGES)
    for (const via of served.filter((candidate) => screen.mobile || !candidate.mobileOnly)) {
      await storeSession(page, via.origin, server.baseUrl, screen.account);
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${via.origin}${screen.path}`,
          { onlyCategories: ['performance'], logLevel: 'error' },
          // Without a config Lighthouse runs its defaults: a mid-range phone on a slow 4G.
          screen.mobile ? undefined : desktopConfig,
          page,
        );
        if (!result) throw new Error(`no result for ${screen.path}`);
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== screen.path) {
          throw new Error(`${screen.path} ended on ${result.lhr.finalDisplayedUrl}`);
        }
        runs.push(figuresOf(result.lhr));
        if (REPORTS)
          fs.writeFileSync(
            path.join(REPORTS, `${screen.name}, ${via.name}.json`.replaceAll('/', '-')),
            JSON.stringify(result.lhr),
          );
      }
      const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const row = `| ${screen.name} | ${via.name} | ${screen.mobile ? 'mobile' : 'desktop'} | ${of('score')} | ${of('fcp').toFixed(0)} | ${of('lcp').toFixed(0)} | ${of('tbt').toFixed(0)} | ${of('cls').toFixed(3)} | ${of('longestAfterData').toFixed(0)} |`;
      console.log(row);
      rows.push(row);
    }
} finally {
  await browser.close();
  await nginx?.stop();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const report = `# Lighthouse, first load

Date: ${new Date().toISOString()}. Machine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}.
\`npm run build && npm run lighthouse -w @reserva/bench\`: the back-office's pages with the desktop preset,
Sócio's (/app) with Lighthouse's mobile defaults (both simulated throttling), performance only, the built
server on a fresh embedded database with the demo data, signed in as ${ACCOUNTS.staff.email} (back-office)
or ${ACCOUNTS.person.email} (Sócio's Agenda) where needed. Sócio's pages also through Debian's nginx with the
project's configuration (deploy/nginx) with TLS and HTTP/2, as a phone meets them (a service worker needs HTTPS).${NOTE ? `\n${NOTE}` : ''}
Median of ${RUNS} runs of each figure. Goal: score >= 90, CLS < 0.1, no task over 200 ms once data arrived.

| page | served by | form factor | score | FCP ms | LCP ms | TBT ms | CLS | longest task after data, ms |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
if (ONLY) console.log(report);
else fs.writeFileSync(path.join(import.meta.dirname, 'results/lighthouse.md'), report);
