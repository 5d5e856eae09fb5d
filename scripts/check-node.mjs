// `node scripts/check-node.mjs [--installing]`: exits 1 with one line when this Node cannot run Reserva.
// npm runs it before installing (preinstall) and at the start of the start and test scripts.
import { nodeProblem } from './node-version.mjs';

const problem = nodeProblem({
  version: process.version,
  platform: process.platform,
  arch: process.arch,
  installing: process.argv.includes('--installing'),
});
if (problem) {
  console.error(problem);
  process.exit(1);
}
