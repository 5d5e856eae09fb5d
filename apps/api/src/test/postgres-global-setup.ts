import { openPostgres } from '../db/client';
import {
  databaseUrlFor,
  POSTGRES_TEMPLATE,
  requiredDatabaseUrl,
  seedDatabase,
  withAdminClient,
} from './test-database';

/** Builds the PostgreSQL template database once per run (PGlite builds its own template in each worker). */
export default async function setup(): Promise<void> {
  const adminUrl = requiredDatabaseUrl();
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  });
  const template = await openPostgres(databaseUrlFor(adminUrl, POSTGRES_TEMPLATE));
  await seedDatabase(template);
  await template.close();
}
