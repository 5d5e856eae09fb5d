import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { measureCreation } from './large-operator/creation';
import { openBench, startServer } from './support';

const bench = await openBench('prof');
const server = await startServer(bench);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const result = await measureCreation(bench.db, server);
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync('/tmp/creation.cpuprofile', JSON.stringify(profile));
console.log(result.runs.map((r) => `${r.name} ${r.http.toFixed(0)} ${r.raw.toFixed(0)}`).join('\n'));
await server.close();
await bench.close();
