import { describe, expect, it } from 'vitest';
import { defaultNoticeKinds } from './notifications.rules';

describe('default notice kinds', () => {
  it('fit each built-in group', () => {
    expect(defaultNoticeKinds('CONCIERGE')).toEqual(['BOOKING', 'CANCELLATION', 'QUEUE']);
    expect(defaultNoticeKinds('ADMIN')).toEqual(['CANCELLATION', 'QUEUE', 'BLOCK']);
    expect(defaultNoticeKinds('MASTER')).not.toContain('BOOKING');
    expect(defaultNoticeKinds('EMPLOYEE')).toEqual(['BOOKING', 'CANCELLATION']);
    expect(defaultNoticeKinds('SELLER')).toEqual([]);
  });

  it('give a group made later every kind, and a copy each time', () => {
    const kinds = defaultNoticeKinds('RECEPCAO');
    expect(kinds).toEqual(['BOOKING', 'CANCELLATION', 'QUEUE', 'BLOCK']);
    kinds.pop();
    expect(defaultNoticeKinds('RECEPCAO')).toHaveLength(4);
  });
});
