import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithOneFace } from '../../apps/api/src/modules/faces/sample-faces';
import { expectAccessible } from '../support/accessibility';
import { apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser({ fakeCameras: true });
const GROUP_NAME = 'Segurança com FaceID';
const CONSENT = 'Autorizo o uso da minha foto para reconhecimento facial na portaria';
let master: string;
let groupId: string;

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${master}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// A staff group of its own that uses FaceID, so that the other specs' groups stay as seeded.
beforeAll(async () => {
  master = (await apiSession('master@reserva.dev')).token;
  const created = await call('POST', '/feature-groups', {
    key: 'SEGURANCA_FACEID',
    name: GROUP_NAME,
    authLevel: 8,
    features: [],
    useExperienceLevel: false,
    useFaceId: true,
    useOnboardUrl: false,
  });
  if (created.status !== 201) throw new Error(`group not created: ${await created.text()}`);
  groupId = ((await created.json()) as { id: string }).id;
});
afterAll(() => call('DELETE', `/feature-groups/${groupId}`));

async function openEmployeeRegister(page: Page): Promise<void> {
  await signIn(page, 'admin@reserva.dev');
  await page.getByRole('navigation').getByRole('link', { name: 'Funcionários', exact: true }).click();
  await page.getByRole('link', { name: 'Cadastrar novo' }).click();
  await page.getByRole('heading', { name: 'Cadastrar funcionário' }).waitFor();
}

const cameraShowing = (page: Page) =>
  page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Imagem da câmera"]');
    return video !== null && video.readyState >= 2 && video.videoWidth > 0;
  });

/** The device id of the camera the dialog shows. */
const shownCamera = (page: Page) =>
  page.evaluate(() => {
    const stream = document.querySelector('video')?.srcObject;
    return stream instanceof MediaStream ? stream.getVideoTracks()[0]?.getSettings().deviceId : undefined;
  });

describe('people photos: webcam and FaceID check', () => {
  it('tells the user when the camera is not allowed', async () => {
    const page = await newPage(browser());
    await openEmployeeRegister(page);
    await page.getByRole('button', { name: 'Usar câmera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tirar foto' });
    await dialog.getByRole('alert').getByText('Permissão para usar a câmera negada').waitFor();
    expect(await dialog.getByRole('button', { name: 'Capturar' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'camera-dialog-refused');
    await page.context().close();
  });

  it('takes a webcam photo in the oval and checks each new photo when the group uses FaceID', async () => {
    const page = await newPage(browser(), { width: 1366, height: 900 });
    await page.context().grantPermissions(['camera'], { origin: baseUrl() });
    await openEmployeeRegister(page);
    // Badges appear once the chosen group is known to use FaceID.
    expect(await page.getByText('FaceID não configurado').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: GROUP_NAME }).click();
    await page.getByText('FaceID não configurado').waitFor();

    await page.getByRole('button', { name: 'Usar câmera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tirar foto' });
    await dialog.getByText('Centralize seu rosto na área oval').waitFor();
    await cameraShowing(page);
    const first = await shownCamera(page);
    expect(first).toBeTruthy();
    await dialog.getByRole('button', { name: 'Trocar câmera' }).click();
    await expect.poll(() => shownCamera(page)).toSatisfy((id) => id !== undefined && id !== first);
    await cameraShowing(page);
    await screenshot(page, 'camera-dialog');

    // Chromium's test pattern has no face: the check answers INVALID.
    await dialog.getByRole('button', { name: 'Capturar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Foto inválida').waitFor({ timeout: 30_000 });
    await page.getByText('FaceID não poderá ser configurado').waitFor();

    // A real portrait, dropped in the drop zone's file input: VALID.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'retrato.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithOneFace(),
    });
    await page.getByText('Foto validada').waitFor({ timeout: 30_000 });
    await page.getByText('Foto válida', { exact: true }).waitFor();
    // Biometric data needs the person's consent (LGPD): without it nothing is set up.
    await page.getByText('FaceID precisa da autorização').waitFor();
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByText('FaceID será configurado ao salvar').waitFor();
    await screenshot(page, 'employee-photo-faceid');

    await page.getByRole('button', { name: 'Remover foto' }).click();
    await page.getByRole('dialog', { name: 'Remover foto' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Sem foto').waitFor();
  });

  it('checks a member’s webcam photo on the member form (members use FaceID)', async () => {
    const page = await newPage(browser(), { width: 1366, height: 900 });
    await page.context().grantPermissions(['camera'], { origin: baseUrl() });
    await signIn(page, 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/members/register`);
    await page.getByRole('heading', { name: 'Cadastrar membro' }).waitFor();
    await page.getByText('FaceID não configurado').waitFor();
    await page.getByRole('button', { name: 'Usar câmera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tirar foto' });
    await cameraShowing(page);
    await dialog.getByRole('button', { name: 'Capturar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Foto inválida').waitFor({ timeout: 30_000 });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'retrato.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithOneFace(),
    });
    await page.getByText('Foto validada').waitFor({ timeout: 30_000 });
    await page.getByText('FaceID precisa da autorização').waitFor();
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByText('FaceID será configurado ao salvar').waitFor();
    await screenshot(page, 'member-photo-faceid');

    // Saved with the consent, the photo is enrolled: the member's FaceID is on.
    await page.getByRole('button', { name: 'Categorias' }).click();
    const categories = page.getByRole('dialog', { name: 'Categorias' });
    await categories.getByRole('combobox', { name: 'Reserva Praia Clube' }).click();
    await page.getByRole('option', { name: 'Sócio titular' }).click();
    await categories.getByRole('button', { name: 'Salvar' }).click();
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await textbox('Nome').fill('Rosa Reconhecida');
    await textbox('E-mail').fill('rosa.reconhecida@exemplo.com');
    await textbox('CPF').pressSequentially(generateCPF());
    await textbox('Data de nascimento').fill('03/05/1988');
    await textbox('Nome').focus();
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByRole('heading', { name: 'Rosa Reconhecida' }).waitFor({ timeout: 30_000 });
    await page.getByText('Face ID ativo').waitFor();
  });
});
