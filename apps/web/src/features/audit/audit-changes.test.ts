import { describe, expect, it } from 'vitest';
import { formatAuditValue, formatChanges } from './audit-changes';
import { recordLabel } from './audit-labels';
import { auditHistoryPath, subjectFromSearch } from './audit-subject';

const SPOT_ID = '0190a6f1-2b3c-7d4e-8f90-a1b2c3d4e5f6';

describe('formatAuditValue', () => {
  it('shows none as a dash, booleans as Sim/Não, and numbers, money and dates as the screens do', () => {
    expect(formatAuditValue('description', null)).toBe('—');
    expect(formatAuditValue('is_active', true)).toBe('Sim');
    expect(formatAuditValue('is_active', false)).toBe('Não');
    expect(formatAuditValue('total_vacancies', 1200)).toBe('1.200');
    expect(formatAuditValue('booking_price', 12345)).toBe('R$\u00a0123,45');
    expect(formatAuditValue('amount', 500)).toBe('R$\u00a05,00');
    expect(formatAuditValue('booked_date', '2024-05-01')).toBe('01/05/2024');
    expect(formatAuditValue('start_time', '14:30:00')).toBe('14:30');
    expect(formatAuditValue('days_of_week', [0, 6])).toBe('Dom, Sáb');
    expect(formatAuditValue('status', 'APPROVED')).toBe('Pagamento aprovado');
    expect(formatAuditValue('name', '')).toBe('(vazio)');
    expect(formatAuditValue('name', 'Quadra')).toBe('Quadra');
  });

  it('shows an instant as São Paulo’s clock reads it', () => {
    expect(formatAuditValue('deleted_at', '2024-05-01T17:30:00.123456+00:00')).toBe('01/05/2024 14:30');
  });
});

describe('formatChanges', () => {
  it('shows a change as before → after, by field name in words', () => {
    expect(
      formatChanges({ name: ['Quadra', 'Quadra coberta'], description: [null, 'Perto'] }, 'update'),
    ).toEqual([
      { column: 'description', field: 'Descrição', short: '— → Perto', full: '— → Perto' },
      { column: 'name', field: 'Nome', short: 'Quadra → Quadra coberta', full: 'Quadra → Quadra coberta' },
    ]);
  });

  it('never shows a password, token or photo: only that it changed', () => {
    const [line] = formatChanges({ password_hash: 'hidden' }, 'update');
    expect(line).toEqual({
      column: 'password_hash',
      field: 'Senha',
      short: 'alterado (não registrado)',
      full: 'alterado (não registrado)',
    });
  });

  it('shows what a creation set and what a removal took, not the empty side', () => {
    expect(formatChanges({ is_active: [null, true] }, 'create')[0]?.full).toBe('Sim');
    expect(
      formatChanges({ name: ['Quadra', null], avatar_path: 'hidden' }, 'delete').map((l) => l.full),
    ).toEqual(['alterado (não registrado)', 'Quadra']);
    // A soft deletion is a change of its date.
    const [soft] = formatChanges({ deleted_at: [null, '2024-05-01T12:00:00Z'] }, 'delete');
    expect(soft?.full.startsWith('— → 01/05/2024')).toBe(true);
  });

  it('names an id the screen knows, and leaves the others as they are', () => {
    const names = new Map([[SPOT_ID, 'Reserva Praia Clube']]);
    const other = '0190a6f1-0000-7000-8000-000000000000';
    expect(formatChanges({ venture_id: [other, SPOT_ID] }, 'update', names)[0]?.full).toBe(
      `${other} → Reserva Praia Clube`,
    );
  });

  it('shortens long values in the compact text only', () => {
    const long = 'a'.repeat(100);
    const [line] = formatChanges({ description: ['curta', long] }, 'update');
    expect(line?.full).toBe(`curta → ${long}`);
    expect(line?.short).toBe(`curta → ${'a'.repeat(59)}…`);
  });
});

describe('recordLabel', () => {
  it('names the record, and the part written when it has a table of its own', () => {
    expect(recordLabel('spot', 'spots')).toBe('Local');
    expect(recordLabel('booking', 'checkins')).toBe('Reserva · Check-in');
    expect(recordLabel('user', 'user_ventures')).toBe('Pessoa · Empreendimentos da pessoa');
    expect(recordLabel('activity', 'some_new_table')).toBe('Atividade · Some new table');
  });
});

describe('the history of a record in the URL', () => {
  it('goes to /audit and back from its search', () => {
    const path = auditHistoryPath('spot', SPOT_ID);
    expect(path).toBe(`/audit?subjectType=spot&subjectId=${SPOT_ID}`);
    expect(subjectFromSearch(new URLSearchParams(path.split('?')[1]))).toEqual({ type: 'spot', id: SPOT_ID });
  });

  it('ignores a type the log does not know, a malformed id, or a missing part', () => {
    expect(subjectFromSearch(new URLSearchParams(`subjectType=spots&subjectId=${SPOT_ID}`))).toBeNull();
    expect(subjectFromSearch(new URLSearchParams('subjectType=spot&subjectId=42'))).toBeNull();
    expect(subjectFromSearch(new URLSearchParams('subjectType=spot'))).toBeNull();
  });
});
