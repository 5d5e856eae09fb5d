import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, signedInPage, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('a screen whose code fails to load', () => {
  it('shows the error page, and going back leaves it behind', async () => {
    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    // As after a new version is deployed: the spots screen's chunk is no longer on the server.
    await page.route(/\/assets\/SpotsPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('navigation').getByRole('link', { name: 'Locais', exact: true }).click();

    await page.getByText('Algo deu errado').waitFor();
    await expect(page.getByRole('button', { name: 'Recarregar' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'route-error');

    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Locais', exact: true }).waitFor();
    expect(await page.getByText('Algo deu errado').count()).toBe(0);
  });
});
