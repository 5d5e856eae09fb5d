import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, type DatabaseHandle, fromPglite } from '../../client';
import { queryRows } from '../../raw';
import { seedDemoData } from '../demo-data';
import { seedReferenceData } from '../reference-data';

let handle: DatabaseHandle | undefined;
afterAll(() => handle?.close());

describe('demo people', () => {
  it('registers members with dependants and guests in both ventures, and lodgers, as the screens would', async () => {
    handle = await fromPglite(createPglite());
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db);
    const rows = await queryRows<{
      ref: string;
      key: string;
      people: number;
      hosted: number;
      linked: number;
    }>(
      handle.db,
      sql`SELECT v.ref, g.key, count(*)::int AS people, count(u.host_id)::int AS hosted,
          count(*) FILTER (WHERE EXISTS(SELECT 1 FROM user_category_links l JOIN user_categories c
            ON c.id = l.category_id WHERE l.user_id = u.id AND c.venture_id = v.id))::int AS linked
        FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
        JOIN user_ventures uv ON uv.user_id = u.id JOIN ventures v ON v.id = uv.venture_id
        WHERE g.key IN ('MEMBER', 'DEPENDANT', 'GUEST', 'LODGER')
          AND EXISTS(SELECT 1 FROM onboards o WHERE o.user_id = u.id AND o.venture_id = v.id)
        GROUP BY v.ref, g.key ORDER BY v.ref, g.key`,
    );
    const byGroup = Object.fromEntries(rows.map((row) => [`${row.ref} ${row.key}`, row]));
    expect(byGroup['PRAIA MEMBER']).toMatchObject({ people: 18, hosted: 0, linked: 18 });
    expect(byGroup['SERRA MEMBER']).toMatchObject({ people: 12, hosted: 0, linked: 12 });
    for (const key of ['PRAIA DEPENDANT', 'PRAIA GUEST', 'SERRA DEPENDANT', 'SERRA GUEST']) {
      expect(byGroup[key]?.people).toBeGreaterThan(2);
      expect(byGroup[key]?.hosted).toBe(byGroup[key]?.people);
    }
    expect(byGroup['PRAIA LODGER']?.people).toBe(6);
  });
});
