// bench/results/latest.md: the machine, then each target's sections as tables (case, p50, p95, SQL
// p50, SQL p95, ratio, goal met), creation throughput beside the same transaction run directly, and the start-up.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaseFigures } from '../support';
import type { CreationFigures } from './creation';
import type { TargetFigures } from './measure';
import { SIZE } from './seed';
import type { ColdStart } from './startup';

export interface Report {
  targets: TargetFigures[];
  /** Targets that could not run, with why. */
  failures: string[];
  coldStart?: ColdStart;
  bundleBytes?: number;
  notes: string[];
}

const ms = (value: number) => value.toFixed(1);
const yes = (met: boolean) => (met ? 'yes' : '**no**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function caseRow(figures: CaseFigures, met: boolean): string {
  if (figures.skipped)
    return row([figures.name, '', '', '', '', '', `skipped: ${figures.skipped.slice(0, 80)}`]);
  const ratio = `${(figures.p50 / figures.sqlP50).toFixed(1)}x / ${(figures.p95 / figures.sqlP95).toFixed(1)}x`;
  return row([
    figures.name,
    ms(figures.p50),
    ms(figures.p95),
    ms(figures.sqlP50),
    ms(figures.sqlP95),
    ratio,
    yes(met),
  ]);
}

function creationRow(run: CreationFigures): string {
  const share = run.http / run.sameSql;
  const tally = (counts: Record<string, number>) => JSON.stringify(counts).replaceAll('"', '');
  return row([
    run.name,
    run.http.toFixed(0),
    run.sameSql.toFixed(0),
    `${(100 * share).toFixed(0)}%`,
    yes(share >= 0.5),
    run.bare.toFixed(0),
    `${((100 * run.http) / run.bare).toFixed(0)}%`,
    tally(run.tally),
    tally(run.sameTally),
  ]);
}

/** What a request costs outside its statements here: the part of each HTTP figure that no query can lower. */
function floorSentence(floor: CaseFigures): string {
  if (floor.skipped) return `A bare request could not be measured: ${floor.skipped.slice(0, 80)}.`;
  return `A bare request (GET /api/health: HTTP, the benchmark's client and \`SELECT 1\`) takes ${ms(floor.p50)} ms p50 (${ms(floor.p95)} p95), ${ms(floor.p50 - floor.sqlP50)} ms of it outside the database: every HTTP figure below carries that part, so a list whose SQL takes less cannot be within 2x of it.`;
}

function target(figures: TargetFigures): string[] {
  const lines = [
    `## ${figures.label} (PostgreSQL ${figures.version})`,
    '',
    `Seeded in ${figures.seedSeconds.toFixed(0)} s. Memory of the process serving (the server in-process, with its database client${figures.label.startsWith('embedded') ? ' and the embedded database' : ''}) after the run: ${figures.rssMb.toFixed(0)} MB.`,
    '',
    floorSentence(figures.floor),
  ];
  for (const section of figures.sections) {
    const met = section.cases.filter((figures) => section.met(figures)).length;
    lines.push(
      '',
      `### ${section.title}`,
      '',
      `Goal: ${section.goal}; met by ${met} of ${section.cases.length}. Times in ms; ratio = HTTP / SQL at p50 / p95.`,
      ...(section.note ? ['', section.note] : []),
      '',
      row(['case', 'p50', 'p95', 'SQL p50', 'SQL p95', 'ratio', 'goal met']),
      row(['---', '--:', '--:', '--:', '--:', '--:', '---']),
      ...section.cases.map((figures) => caseRow(figures, section.met(figures))),
    );
    const firstVisits = section.cases.filter((figures) => figures.firstVisit !== undefined);
    if (firstVisits.length > 0) {
      lines.push(
        '',
        `A deep page's first request, read by OFFSET (past 10,000 skipped rows it also starts reading its list's anchors), not in the samples: ${firstVisits
          .map((figures) => `${figures.name} ${ms(figures.firstVisit ?? 0)} ms`)
          .join('; ')}.`,
      );
    }
  }
  lines.push(
    '',
    '### Booking creation, 50 concurrent clients',
    '',
    "Goal: HTTP (autocannon) >= 50% of the same locked transaction run directly (the statements of a booking request, recorded from one and replayed with each person's ids by as many workers); overbookings 0. Beside them, a bare locked insert (create and lock the occurrence row, check the places, insert, count: no rules, action log or notice).",
    '',
    row([
      'case',
      'HTTP req/s',
      'same SQL tx/s',
      'HTTP / SQL',
      'goal met',
      'bare insert tx/s',
      'HTTP / bare',
      'HTTP outcomes',
      'same SQL outcomes',
    ]),
    row(['---', '--:', '--:', '--:', '---', '--:', '--:', '---', '---']),
    ...figures.creation.runs.map(creationRow),
    '',
    `Overbooked or miscounted occurrences: ${figures.creation.overbooked} (goal met: ${yes(figures.creation.overbooked === 0)}).`,
  );
  return lines;
}

export function writeReport(report: Report): string {
  const cpus = os.cpus();
  const file = path.resolve(import.meta.dirname, '../results', process.env.BENCH_OUTPUT ?? 'latest.md');
  const lines = [
    '# Large-operator benchmark',
    '',
    `Date: ${new Date().toISOString()}. Machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}.`,
    '',
    `Data (BENCH_SCALE=${SIZE.scale}): ${SIZE.people.toLocaleString('en')} people and ${SIZE.employees.toLocaleString('en')} employees in 2 ventures, ${SIZE.spots} spots, ${SIZE.activities.toLocaleString('en')} activities, ${SIZE.events.toLocaleString('en')} weekly events, ${SIZE.bookings.toLocaleString('en')} bookings over 1,000 days (a tenth cancelled with its history, a third paid, two thirds of those authorized with their sales lines, past ones half checked in). ${process.env.SAMPLES ?? 100} samples per case. The figures are ratios within one run on a shared machine.`,
    ...report.notes.map((note) => `\n${note}`),
    '',
  ];
  for (const figures of report.targets) lines.push(...target(figures), '');
  for (const failure of report.failures) lines.push(`Could not run: ${failure}`, '');
  lines.push('## Start-up and first screen', '');
  lines.push(row(['figure', 'value', 'goal', 'goal met']), row(['---', '--:', '---', '---']));
  if (report.coldStart) {
    const { coldStart } = report;
    lines.push(
      row([
        'cold start on an existing embedded folder (median)',
        `${coldStart.median.toFixed(2)} s`,
        '< 1.5 s',
        yes(coldStart.median < 1.5),
      ]),
      row(['first start, new data folder', `${coldStart.first.toFixed(2)} s`, '', '']),
      row(['server memory just started (RSS, median)', `${coldStart.rssMb.toFixed(0)} MB`, '', '']),
    );
  }
  if (report.bundleBytes !== undefined) {
    const kb = report.bundleBytes / 1024;
    lines.push(row(['first-screen JS, gzipped', `${kb.toFixed(1)} KB`, '< 150 KB', yes(kb < 150)]));
  }
  writeAligned(file, lines);
  return file;
}

/** Writes a results file's lines, its tables aligned. */
export function writeAligned(file: string, lines: string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The repository's formatter aligns the tables for a plain-text reader. The results are outside its
  // files (biome.json), so the text goes through its standard input under a name it formats.
  const aligned = execFileSync(
    path.resolve(import.meta.dirname, '../../node_modules/.bin/biome'),
    ['format', '--stdin-file-path=results.md'],
    { input: `${lines.join('\n')}\n`, encoding: 'utf8' },
  );
  fs.writeFileSync(file, aligned);
}
