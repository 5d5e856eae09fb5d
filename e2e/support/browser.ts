import path from 'node:path';
import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { expectAccessible } from './accessibility';

export const baseUrl = (): string => inject('baseUrl');
export const DEMO_PASSWORD = 'reserva123';
const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots');

export interface BrowserOptions {
  /**
   * Two fake cameras showing Chromium's test pattern. A page may use them only where its context
   * was granted the `camera` permission; elsewhere getUserMedia is refused, as a user would refuse.
   */
  fakeCameras?: boolean;
  /**
   * One fake camera playing this Y4M file (support/fake-video.ts), written before the browser starts:
   * a real face or QR code in front of the camera.
   */
  fakeVideo?: string;
}

function launchBrowser(options: BrowserOptions): Promise<Browser> {
  return chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.fakeCameras ? ['--use-fake-device-for-media-stream=device-count=2'] : []),
      ...(options.fakeVideo
        ? ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${options.fakeVideo}`]
        : []),
    ],
  });
}

/** One Chromium for the spec file: launched before its tests, closed after them. */
export function useBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

const DESKTOP = { width: 1366, height: 850 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/**
 * A page whose context is already signed in as `email`: the session comes from the API and is stored
 * where the app keeps it (spec 000, section 9), so no sign-in screen is driven.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ page: Page; session: SessionResponse }> {
  const session = await apiSession(email);
  const { token, refreshToken, user, venture } = session;
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl(),
          localStorage: Object.entries({ token, refreshToken, user, venture }).map(([name, value]) => ({
            name,
            value: typeof value === 'string' ? value : JSON.stringify(value),
          })),
        },
      ],
    },
  });
  return { page: await context.newPage(), session };
}

/** Signs in through the sign-in screen (of the server at `server`) and waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  server = baseUrl(),
): Promise<void> {
  await page.goto(`${server}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Saves a screenshot of a key screen under e2e/screenshots/, after animations settle; `fullPage` below
 * the fold too. Every key screen then goes through the accessibility gate (`expectAccessible`).
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });
  await expectAccessible(page, name);
}

/** Waits until every toast has closed (they last 3 s), for a screenshot they would cover. */
export function toastsGone(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);
}

/**
 * Calls the API as a user, with a token from a real sign-in: in `ventureId`, else in the venture the
 * user last used (which earlier tests may have changed).
 */
export async function apiSession(
  email: string,
  ventureId?: string,
  server = baseUrl(),
): Promise<SessionResponse> {
  const response = await fetch(`${server}/api/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, ventureId }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.json() as Promise<SessionResponse>;
}

/** Calls `/api${path}` of the server at `server` with a session's token, sending `body` as JSON. */
export function apiCall(
  token: string,
  method: string,
  path: string,
  body?: object,
  server = baseUrl(),
): Promise<Response> {
  return fetch(`${server}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
}

/** The element lies within the screen's width: reachable without scrolling sideways. */
export async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}
