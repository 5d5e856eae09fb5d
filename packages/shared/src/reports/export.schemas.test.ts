import { describe, expect, it } from 'vitest';
import { cancellationExportInput, noShowExportInput } from './booking-history.schemas';
import { EXPORT_PERIOD_MESSAGE, exportPercent, exportPercentOf } from './export.schemas';
import { salesReportExport } from './sales-report.schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`) ?? [];

describe('the export period', () => {
  it('ends at most 366 days after its start, a leap year or not', () => {
    // 2024-03-01 to 2025-03-02 is 366 days; one more is refused.
    expect(
      messages(cancellationExportInput.safeParse({ minDate: '2024-03-01', maxDate: '2025-03-02' })),
    ).toEqual([]);
    expect(
      messages(cancellationExportInput.safeParse({ minDate: '2024-03-01', maxDate: '2025-03-03' })),
    ).toEqual([`maxDate ${EXPORT_PERIOD_MESSAGE}`]);
    // The same day a year before, over a 29 February: 366 days.
    expect(
      messages(noShowExportInput.safeParse({ minBookedDate: '2023-05-14', maxBookedDate: '2024-05-14' })),
    ).toEqual([]);
    expect(
      messages(
        salesReportExport.safeParse({
          authorizationDateInit: '2000-01-01',
          authorizationDateEnd: '2001-01-02',
        }),
      ),
    ).toEqual([`authorizationDateInit ${EXPORT_PERIOD_MESSAGE}`]);
  });

  it('wants both dates, in order, and says only that when they are not', () => {
    expect(messages(cancellationExportInput.safeParse({ minDate: null, maxDate: '2026-05-14' }))).toEqual([
      'minDate Requerido',
    ]);
    expect(
      messages(noShowExportInput.safeParse({ minBookedDate: '2026-05-14', maxBookedDate: '2020-01-01' })),
    ).toEqual(['maxBookedDate Data de início deve ser anterior à data final']);
  });
});

describe('the export progress', () => {
  it('grows with the bytes received, stays under 100 until the end, and reads the rows header', () => {
    expect(exportPercent('sales', 10_000, 0)).toBe(0);
    const half = exportPercent('sales', 10_000, 400_000);
    expect(half).toBeGreaterThan(30);
    expect(half).toBeLessThan(70);
    expect(exportPercent('sales', 10_000, 10_000_000)).toBe(99);
    const headers = new Headers({ 'X-Total-Count': '10000' });
    expect(exportPercentOf('sales')(400_000, headers)).toBe(half);
    expect(exportPercentOf('noShows')(1_000, new Headers())).toBeGreaterThan(0);
  });
});
