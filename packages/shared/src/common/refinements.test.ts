import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileForm } from '../users/profile.schemas';

// Every exported schema of every *.schemas.ts, so that a new one cannot escape: whatever the input,
// parsing answers issues and never throws (a throwing refinement is a 500 on the server).

const sourceRoot = path.resolve(import.meta.dirname, '..');
const schemaFiles = fs
  .readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.schemas.ts'));

async function exportedSchemas(): Promise<[string, z.ZodType][]> {
  const found: [string, z.ZodType][] = [];
  for (const file of schemaFiles) {
    const module: Record<string, unknown> = await import(path.join(sourceRoot, file));
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.push([`${file} ${name}`, value]);
    }
  }
  // Schemas built per caller, with the variant whose rules read the most fields.
  found.push(['profileForm(SELLER)', profileForm('SELLER')]);
  return found;
}

const WRONG_VALUES = [null, [], 12345, 'x', true, {}];

/** Inputs of the wrong shape, plus objects whose every field has one wrong type. */
function hostileInputs(schema: z.ZodType): unknown[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const keys = shape ? Object.keys(shape) : ['field'];
  return [
    undefined,
    ...WRONG_VALUES,
    ...WRONG_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value]))),
  ];
}

describe('every shared schema', () => {
  it('answers issues, never throws, for null, arrays, primitives and fields of the wrong type', async () => {
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(20);
    const thrown: string[] = [];
    for (const [name, schema] of schemas) {
      for (const input of hostileInputs(schema)) {
        try {
          schema.safeParse(input);
        } catch (error) {
          thrown.push(`${name} ${JSON.stringify(input)}: ${(error as Error).message}`);
        }
      }
    }
    expect(thrown).toEqual([]);
  });
});
