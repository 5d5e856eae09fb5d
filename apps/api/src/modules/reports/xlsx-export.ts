import type { Writable } from 'node:stream';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { takeExportSlot } from './export-slot';
import { writeXlsx, type XlsxSheet } from './xlsx-writer';

// A report's export up to its first byte: the user's export slot (one running export per user, in any
// process), the rows' count (sent ahead, for the screen's progress) and the first batch read, so that a
// refusal or a failure of those still answers as an error. Then `write` streams the file and gives
// the slot back however it ends: done, failed, or the download closed.

/** Rows per read: a batch's CPU (loading, writing) stays a few tens of milliseconds (decisions.md). */
export const EXPORT_BATCH = 250;

export interface XlsxExportSource<Row> {
  sheet: XlsxSheet<Row>;
  /** The rows the selection holds now. */
  count: () => Promise<number>;
  /** The selection's rows in order, in batches. */
  batches: () => AsyncGenerator<Row[]>;
}

export interface PreparedExport {
  /** The rows counted before the first byte (rows added meanwhile may make the file differ a little). */
  total: number;
  /** Writes the file to `output` and ends it; answers the rows written. Call once. */
  write: (output: Writable) => Promise<number>;
}

export async function prepareXlsxExport<Row>(
  ctx: AppContext,
  principal: Principal,
  source: XlsxExportSource<Row>,
): Promise<PreparedExport> {
  const slot = await takeExportSlot(ctx.db, principal.userId);
  if (!slot) throw new AppError('export-already-running');
  try {
    const total = await source.count();
    const batches = source.batches();
    const first = await batches.next();
    async function* all(): AsyncGenerator<Row[]> {
      if (first.done) return;
      yield first.value;
      yield* batches;
    }
    return {
      total,
      write: async (output) => {
        try {
          return await writeXlsx(output, source.sheet, all());
        } finally {
          await batches.return(undefined);
          await slot.release();
        }
      },
    };
  } catch (error) {
    await slot.release();
    throw error;
  }
}
