import type { Page } from 'playwright-core';
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
