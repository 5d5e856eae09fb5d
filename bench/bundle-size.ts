// JavaScript the browser loads for each face's first screen, as the server sends it: the face's entry
// chunk, the route's page chunks, and everything they import statically. Run after `npm run build`;
// the figures go to bench/results/bundle-size.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACK_OFFICE_SIGN_IN, type BundleRoute, measureBundle } from './large-operator/startup';

const SIGN_IN = 'src/features/auth/SignInPage.tsx';
// The goals: 150 kB for the staff's faces (bench/large-operator), 100 kB for Sócio's first screen, its
// sign-in, which its entry draws before it loads the router (issue 31). The signed-in Agenda has no
// weight goal of its own: its goal is Lighthouse's (bench/lighthouse.ts).
const SCREENS: (BundleRoute & { name: string; goalKb?: number })[] = [
  { name: 'back-office sign-in', ...BACK_OFFICE_SIGN_IN, goalKb: 150 },
  { name: 'Portaria sign-in', entry: 'portaria.html', pages: [SIGN_IN], goalKb: 150 },
  { name: 'Sócio sign-in', entry: 'app.html', pages: [], goalKb: 100 },
  // The router's chunk holds the layout and the Agenda (socio/router.tsx).
  { name: 'Sócio Agenda (signed in)', entry: 'app.html', pages: ['src/socio/SignedInSocio.tsx'] },
];

const kb = (bytes: number, width = 9) => `${(bytes / 1024).toFixed(1)} kB`.padStart(width);
const rows: string[] = [];
for (const screen of SCREENS) {
  const { files, total, totalBr, totalRaw } = measureBundle(screen);
  console.log(`\n${screen.name}\n${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const file of files) console.log(`${kb(file.raw)} ${kb(file.bytes)} ${kb(file.br)}  ${file.file}`);
  console.log(
    `${kb(totalRaw)} ${kb(total)} ${kb(totalBr)}  JS of the route (${files.length} files), as served`,
  );
  const goal = screen.goalKb === undefined ? '—' : `< ${screen.goalKb} kB`;
  const met = screen.goalKb === undefined ? '—' : total / 1024 < screen.goalKb ? 'yes' : 'no';
  rows.push(
    `| ${screen.name} | ${files.length} | ${kb(totalRaw, 0)} | ${kb(total, 0)} | ${kb(totalBr, 0)} | ${goal} | ${met} |`,
  );
}

const report = `# First-screen JavaScript

Date: ${new Date().toISOString()}. Node ${process.version}, ${os.cpus().length} cores.
\`npm run build && npm run bundle-size -w @reserva/bench\`: each face's first screen, the files the server
sends for it (the HTML entry's chunk, the route's lazy page chunks and their static imports, from the
build's manifest), as the build precompressed them. The goal is on the gzip figure.

| screen | files | raw | gzip | brotli | goal (gzip) | met |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
fs.writeFileSync(path.join(import.meta.dirname, 'results/bundle-size.md'), report);
