import type { Locator, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD } from './browser';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1024, height: 768 };

/** Signs in through Portaria's own sign-in screen, at /portaria. */
export async function signInToPortaria(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl()}/portaria`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Nothing scrolls sideways at the page's width. */
export async function scrollWidthOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Hoje's event cards (each carries its event's id), and nothing else on the screen. */
export const DESK_EVENT = '[data-desk-event]';

/** An event's card on Hoje, read a page at a time: the next pages are brought until it shows. */
export async function deskEventCard(page: Page, name: RegExp): Promise<Locator> {
  const event = page.locator(DESK_EVENT).and(page.getByRole('region', { name }));
  const more = page.getByRole('button', { name: /^Mostrar mais eventos/ });
  for (let pages = 0; pages < 100; pages++) {
    await event.or(more).first().waitFor();
    if (await event.count()) return event;
    // The button brings the next page (by itself once in view): the list then grows or ends.
    const cards = await page.locator(DESK_EVENT).count();
    await more.click().catch(() => undefined);
    await page.waitForFunction(
      ({ selector, before }) => document.querySelectorAll(selector).length > before,
      { selector: DESK_EVENT, before: cards },
    );
  }
  throw new Error(`no event ${name} on Hoje`);
}
