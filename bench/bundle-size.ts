// JavaScript the browser loads for the sign-in route, as the server sends it: the entry chunk, the
// sign-in page's chunk, and everything they import statically. Run after `npm run build`.
import { measureBundle } from './large-operator/startup';

const kb = (bytes: number, width = 9) => `${(bytes / 1024).toFixed(1)} kB`.padStart(width);
const { files, total, totalBr, totalRaw } = measureBundle();
console.log(`${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const file of files) console.log(`${kb(file.raw)} ${kb(file.bytes)} ${kb(file.br)}  ${file.file}`);
console.log(
  `${kb(totalRaw)} ${kb(total)} ${kb(totalBr)}  JS of the sign-in route (${files.length} files), as served`,
);
