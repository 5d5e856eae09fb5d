import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATABASE_READ_URL', () => {
  const replica = 'postgres://reader@replica:5432/reserva';

  it('names the replica of a PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@primary/reserva', DATABASE_READ_URL: replica });
    expect(config.databaseReadUrl).toBe(replica);
  });

  it('is left out on the embedded database, whose reads all go to it', () => {
    expect(loadConfig({ DATABASE_READ_URL: replica }).databaseReadUrl).toBeUndefined();
  });
});
