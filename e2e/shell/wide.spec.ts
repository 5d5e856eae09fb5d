import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, signedInPage, useBrowser } from '../support/browser';

const browser = useBrowser();

/** The lists a club's staff read all day, as the demo data fills them (issue 29, point 10). */
const LISTS = [
  { path: '/members', heading: 'Membros' },
  { path: '/lodgers', heading: 'Hóspedes' },
  { path: '/users', heading: 'Funcionários' },
  { path: '/bookings', heading: 'Reservas' },
  { path: '/bookings?showPendingBookingsOnly=false', heading: 'Reservas' },
  { path: '/booking-cancellations', heading: 'Cancelamentos' },
  { path: '/booking-no-shows', heading: 'No shows' },
  { path: '/audit', heading: 'Auditoria' },
];

/** The tables whose box is narrower than the table: a column the user would have to scroll to. */
const overflowingTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="region"]')]
      .filter((box) => box.querySelector('table') && box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth} > ${box.clientWidth}`),
  );

describe('at 1366 px, a laptop', () => {
  it('shows every column of the lists whole: none scrolls sideways, none lies under another', async () => {
    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    for (const list of LISTS) {
      await page.goto(`${baseUrl()}${list.path}`);
      await page.getByRole('heading', { name: list.heading, exact: true }).first().waitFor();
      await page
        .locator('table[aria-busy="false"] tbody tr')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {
          throw new Error(`${list.path} shows no rows`);
        });
      expect(await overflowingTables(page), list.path).toEqual([]);
      // A table that fits is no tab stop.
      expect(await page.locator('[role="region"][tabindex]').count(), list.path).toBe(0);
    }
    await page.goto(`${baseUrl()}/bookings?showPendingBookingsOnly=false`);
    await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
    await screenshot(page, 'bookings-all-1366');
  });
});

describe('at 1024 px, a tablet held sideways', () => {
  it('lets the keyboard reach a table wider than its box, and scroll it', async () => {
    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${baseUrl()}/bookings?showPendingBookingsOnly=false`);
    await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
    const region = page.getByRole('region', { name: 'Reservas' });
    expect((await overflowingTables(page)).length).toBeGreaterThan(0);
    await expect.poll(() => region.getAttribute('tabindex')).toBe('0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
});
