import module from 'node:module';
import net from 'node:net';
import type { DatabaseHandle } from './db/client';

// Node keeps the compiled code of the server's modules between starts (in the system's temporary
// folder), so that a restart does not parse them again; enabled before any of them is imported.
module.enableCompileCache();
const startedAt = performance.now();
const [{ openPglite, openPostgres, openPostgresReplica }, { loadConfig }] = await Promise.all([
  import('./db/client'),
  import('./plugins/config'),
]);
const config = loadConfig();
// The database opens (PGlite compiles its WebAssembly; PostgreSQL connects and migrates) while the
// server's modules load: the app is imported only after the opening has started.
const opening: Promise<DatabaseHandle> = config.databaseUrl
  ? openPostgres(config.databaseUrl, { pooler: config.databasePooler })
  : openPglite(config.dataDir, { sharedBuffers: config.embeddedSharedBuffers });
const [{ buildApp }, { DEMO_PASSWORD, seedDemoData }, { seedFirstMaster }, { seedReferenceData }] =
  await Promise.all([
    import('./app'),
    import('./db/seed/demo-data'),
    import('./db/seed/first-master'),
    import('./db/seed/reference-data'),
  ]);
const database = await opening;
const replica = config.databaseReadUrl
  ? await openPostgresReplica(config.databaseReadUrl, { pooler: config.databasePooler })
  : null;

await seedReferenceData(database.db);
const demoUsers = config.seedDemo ? await seedDemoData(database.db, config.storageDir) : null;
if (config.env === 'production' && config.adminEmail && config.adminPassword) {
  await seedFirstMaster(database.db, config.adminEmail, config.adminPassword);
}

const { app } = await buildApp(config, database.db, replica?.db);
app.addHook('onClose', () => database.close());
if (replica) app.addHook('onClose', () => replica.close());
await app.listen({ port: config.port, host: config.host });

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`\nReserva is running on http://localhost:${config.port} (ready in ${seconds} s)`);
console.log(`Database: ${database.driver === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
if (replica)
  console.log('  reports, exports, the dashboard and the action log read the replica (DATABASE_READ_URL)');
if (config.seedDemo) {
  console.log(`Demo sign-in: master@reserva.dev / ${DEMO_PASSWORD}`);
  console.log('  also admin@, vendedor@, portaria@ and funcionario@reserva.dev with the same password');
  console.log(`  Portaria: http://localhost:${config.port}/portaria (portaria@ or admin@)`);
  console.log(
    `  Sócio: http://localhost:${config.port}/app (socio@, dependente@, convidado@, hospede@reserva.dev)`,
  );
  if (demoUsers) console.log('  (demo data created on this first start)');
}

// A stop (SIGTERM from systemd, Ctrl+C): the listener alone closes first, as Node's own close would also
// drop the connections accepted but not yet read, which a proxy answers 502 and may not pass on for a
// POST; a moment later, once they have brought their requests, the app closes: live sockets ended
// (their browsers reconnect to another process), every request under way answered, Redis and the
// database closed.
const DRAIN_MS = 250;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    net.Server.prototype.close.call(app.server);
    setTimeout(() => void app.close().then(() => process.exit(0)), DRAIN_MS);
  });
}
