import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// deploy/systemd's units, checked by systemd's own `systemd-analyze verify` with their paths pointed at
// this checkout (the built server and Node 24 must be there: it checks that ExecStart can run).
// nginx.spec.ts runs the processes as the units do and stops one with SIGTERM, as systemd does.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0;
const title = `deploy/systemd's units${hasSystemdAnalyze ? '' : ' (skipped: systemd-analyze is not installed)'}`;
if (!hasSystemdAnalyze)
  console.warn('e2e/cluster/systemd-units.spec.ts skipped: systemd-analyze is not installed');

describe.skipIf(!hasSystemdAnalyze)(title, () => {
  const unitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-units-'));
  afterAll(() => fs.rmSync(unitDir, { recursive: true, force: true }));

  it('pass systemd-analyze verify, one process per port', () => {
    const envFile = path.join(unitDir, 'reserva.env');
    fs.writeFileSync(envFile, '');
    const service = fs
      .readFileSync(path.join(repoRoot, 'deploy/systemd/reserva@.service'), 'utf8')
      .replaceAll('/srv/reserva', repoRoot)
      .replaceAll('/etc/reserva/reserva.env', envFile);
    fs.writeFileSync(path.join(unitDir, 'reserva@.service'), service);
    fs.copyFileSync(
      path.join(repoRoot, 'deploy/systemd/reserva.target'),
      path.join(unitDir, 'reserva.target'),
    );
    // It warns (an unknown key, a bad value) on stderr and still exits 0: both are checked.
    const result = spawnSync(
      'systemd-analyze',
      ['verify', '--man=no', 'reserva@4001.service', 'reserva@4002.service', 'reserva.target'],
      { cwd: unitDir, encoding: 'utf8' },
    );
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
