import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './test-database';

/**
 * Builds the PGlite template once per run: each test file runs in a fresh worker, so a template built
 * there (about 5 s of migrations and seed) was built again for every file; loading the dump takes 0.5 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'reserva-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await fs.writeFile(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => fs.rm(folder, { recursive: true, force: true });
}
