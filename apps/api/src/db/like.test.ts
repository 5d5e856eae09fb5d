import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { containsText } from './like';
import { queryRows } from './raw';

// The search boxes' text match on the database: anywhere from three characters, word starts below.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const NAMES = [
  'Maria da Silva',
  'Adalberto Souza',
  'Dálio Ávila-Souza',
  'joao_dantas@clube.com.br',
  'Ana 2B',
];

async function matching(text: string): Promise<string[]> {
  const values = sql.join(
    NAMES.map((name) => sql`(${name})`),
    sql`, `,
  );
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`SELECT name FROM (VALUES ${values}) AS t(name) WHERE ${containsText(sql`t.name`, text)}`,
  );
  return rows.map((row) => row.name).sort();
}

describe('containsText', () => {
  it('finds three characters or more anywhere, ignoring case', async () => {
    expect(await matching('DAL')).toEqual(['Adalberto Souza']);
    expect(await matching('sou')).toEqual(['Adalberto Souza', 'Dálio Ávila-Souza']);
  });

  it('finds one or two letters at the start of a word, accents folded, never inside one', async () => {
    expect(await matching('da')).toEqual(['Dálio Ávila-Souza', 'Maria da Silva', 'joao_dantas@clube.com.br']);
    expect(await matching('Á')).toEqual(['Adalberto Souza', 'Ana 2B', 'Dálio Ávila-Souza']);
    expect(await matching('2b')).toEqual(['Ana 2B']);
    expect(await matching('il')).toEqual([]);
  });

  it('matches nothing for a short text without a letter or digit', async () => {
    expect(await matching('_')).toEqual([]);
    expect(await matching('%')).toEqual([]);
  });

  it('folds a name into the starts of its words, as the index holds them', async () => {
    const [row] = await queryRows<{ prefixes: string[] }>(
      handle.db,
      sql`SELECT word_prefixes('Dálio Ávila-Souza') AS prefixes`,
    );
    expect([...(row?.prefixes ?? [])].sort()).toEqual(['a', 'av', 'd', 'da', 's', 'so']);
  });
});
