import { buildApp } from './app';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client';
import { DEMO_PASSWORD, seedDemoData } from './db/seed/demo-data';
import { seedFirstMaster } from './db/seed/first-master';
import { seedReferenceData } from './db/seed/reference-data';
import { loadConfig } from './plugins/config';

const startedAt = performance.now();
const config = loadConfig();
const database: DatabaseHandle = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(config.dataDir);

await seedReferenceData(database.db);
const demoUsers = config.seedDemo ? await seedDemoData(database.db, config.storageDir) : null;
if (config.env === 'production' && config.adminEmail && config.adminPassword) {
  await seedFirstMaster(database.db, config.adminEmail, config.adminPassword);
}

const { app } = await buildApp(config, database.db);
app.addHook('onClose', () => database.close());
await app.listen({ port: config.port, host: config.host });

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`\nReserva is running on http://localhost:${config.port} (ready in ${seconds} s)`);
console.log(`Database: ${database.driver === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
if (config.seedDemo) {
  console.log(`Demo sign-in: master@reserva.dev / ${DEMO_PASSWORD}`);
  console.log('  also admin@, vendedor@, portaria@ and funcionario@reserva.dev with the same password');
  if (demoUsers) console.log('  (demo data created on this first start)');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
