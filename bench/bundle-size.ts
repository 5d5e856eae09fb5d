// Gzipped JavaScript the browser loads for the sign-in route: the entry chunk, the sign-in page's
// chunk, and everything they import statically. Run after `npm run build`.
import { measureBundle } from './large-operator/startup';

const { files, total } = measureBundle();
for (const { file, bytes } of files) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  gzipped JS of the sign-in route (${files.length} files)`,
);
