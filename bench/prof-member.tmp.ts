import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import { measureMemberCreation } from './large-operator/member-creation';
import { openBench, startServer } from './support';

const bench = await openBench('prof', null);
const server = await startServer(bench);
const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const result = await measureMemberCreation(bench, server);
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync('/tmp/prof/member.cpuprofile', JSON.stringify(profile));
console.log(JSON.stringify(result.runs.map((r) => [r.name, r.http.toFixed(0), r.sameSql.toFixed(0)])));
await server.close();
await bench.close();
