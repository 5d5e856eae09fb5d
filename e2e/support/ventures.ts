import { expect } from 'vitest';
import { apiCall, apiSession } from './browser';

const BODY_FIELDS = [
  'name',
  'ref',
  'email',
  'phone',
  'cnpj',
  'appstoreId',
  'playstoreId',
  'bio',
  'useLinearOnboardFlow',
];

/** Changes a venture's switches (the automatic queue, the gate's check-in) through its form's call. */
export async function setVentureSettings(
  ventureId: string,
  settings: { autoConvertQueue?: boolean; gateAutoCheckin?: boolean },
): Promise<void> {
  const master = await apiSession('master@reserva.dev', ventureId);
  const venture = (await (await apiCall(master.token, 'GET', `/ventures/${ventureId}`)).json()) as Record<
    string,
    unknown
  >;
  const body = { ...Object.fromEntries(BODY_FIELDS.map((field) => [field, venture[field]])), ...settings };
  const saved = await apiCall(master.token, 'PUT', `/ventures/${ventureId}`, body);
  expect(saved.status, await saved.text()).toBe(200);
}
