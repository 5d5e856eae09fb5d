import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { expect } from 'vitest';
import { apiCall, apiSession, baseUrl, DEMO_PASSWORD } from './browser';
import { mailedMatch } from './mailbox';

/**
 * A new member of the admin's venture, invited by staff, who set `DEMO_PASSWORD` through the mail: a
 * person of a spec's own, so the demo member stays as the other specs expect. Answers the e-mail.
 */
export async function invitedMember(name: string, emailPrefix: string): Promise<string> {
  const admin = await apiSession('admin@reserva.dev');
  const email = `${emailPrefix}-${Date.now()}@teste.dev`;
  const categories = (await (
    await apiCall(admin.token, 'GET', `/user-categories/ventures/${admin.venture.id}`)
  ).json()) as { items: { id: string }[] };
  const created = await apiCall(admin.token, 'POST', '/v2/users', {
    name,
    email,
    cpf: generateCPF(),
    featureGroupKey: 'MEMBER',
    birthDate: '1990-05-20',
    categoriesId: [categories.items[0]?.id],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const link = new URL(await mailedMatch(email, /http\S+\/signup\/confirm\?token=\S+/));
  const confirmed = await fetch(`${baseUrl()}/api/sessions/signup-confirm`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: link.searchParams.get('token'),
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
    }),
  });
  expect(confirmed.status).toBe(200);
  return email;
}
