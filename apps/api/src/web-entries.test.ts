import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Each face of the web client is its own HTML entry (ARCHITECTURE.md, Three faces, one server).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'));
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Reserva</title>');
  fs.writeFileSync(path.join(webDist, 'portaria.html'), '<!doctype html><title>Reserva Portaria</title>');
  fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>Reserva Sócio</title>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const titleOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return /<title>(.*)<\/title>/.exec(response.body)?.[1];
};

describe("the web client's entries", () => {
  it("answers Portaria's page under /portaria and the back-office's elsewhere", async () => {
    expect(await titleOf('/portaria')).toBe('Reserva Portaria');
    expect(await titleOf('/portaria/')).toBe('Reserva Portaria');
    expect(await titleOf('/portaria/hoje?q=ana')).toBe('Reserva Portaria');
    expect(await titleOf('/dashboard')).toBe('Reserva');
    expect(await titleOf('/portariax')).toBe('Reserva');
  });

  it("answers Sócio's page under /app, and nothing of it under /api", async () => {
    expect(await titleOf('/app')).toBe('Reserva Sócio');
    expect(await titleOf('/app/reservas')).toBe('Reserva Sócio');
    expect(await titleOf('/apps')).toBe('Reserva');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
  });
});
