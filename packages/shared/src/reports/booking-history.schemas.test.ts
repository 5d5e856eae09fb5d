import { describe, expect, it } from 'vitest';
import { cancellationHistoryQuery, defaultReportRange } from './booking-history.schemas';

describe('the reports default range', () => {
  it('runs from the same day a month ago to today in São Paulo', () => {
    // 02:00 UTC on 15 May is still 14 May in São Paulo.
    expect(defaultReportRange(new Date('2026-05-15T02:00:00Z'))).toEqual({
      from: '2026-04-14',
      to: '2026-05-14',
    });
    expect(defaultReportRange(new Date('2026-01-10T15:00:00Z'))).toEqual({
      from: '2025-12-10',
      to: '2026-01-10',
    });
  });

  it('stops at the last day of a shorter month', () => {
    expect(defaultReportRange(new Date('2026-03-31T15:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-03-31',
    });
    expect(defaultReportRange(new Date('2028-03-30T15:00:00Z'))).toEqual({
      from: '2028-02-29',
      to: '2028-03-30',
    });
  });
});

describe('the cancellations query', () => {
  it('sends the document digits and refuses a range that ends before it starts', () => {
    expect(cancellationHistoryQuery.parse({ userDocument: '123.456.789-0' })).toMatchObject({
      userDocument: '1234567890',
      sort: 'createdAt',
      order: 'DESC',
      limit: 20,
    });
    const inverted = cancellationHistoryQuery.safeParse({ minDate: '2026-05-02', maxDate: '2026-05-01' });
    expect(inverted.error?.issues.map((issue) => issue.message)).toEqual([
      'Data de início deve ser anterior à data final',
    ]);
  });
});
