// Cold start of the server on an existing embedded data folder: from process spawn to the first
// answer of /api/health. The first run creates the folder; the next runs are measured.
import { measureColdStart } from './large-operator/startup';

const RUNS = Number(process.env.RUNS ?? 5);
const { first, times, median, rssMb } = await measureColdStart(RUNS);
console.log(`first start (new data folder): ${first.toFixed(2)} s`);
console.log(
  `cold start on the existing folder, ${RUNS} runs: median ${median.toFixed(2)} s, min ${times[0]?.toFixed(2)} s, max ${times.at(-1)?.toFixed(2)} s; memory ${rssMb.toFixed(0)} MB`,
);
