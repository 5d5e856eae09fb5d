import { describe, expect, it } from 'vitest';
import { grants, grantsAny } from './permissions';

describe('grants', () => {
  it('grants a key the group holds', () => {
    expect(grants(new Set(['BOOKING_READ_ACCESS']), 'BOOKING_READ_ACCESS')).toBe(true);
  });

  it('lets X_FULL_ACCESS cover every X_*_ACCESS', () => {
    const features = new Set(['BOOKING_FULL_ACCESS']);
    expect(grants(features, 'BOOKING_DELETE_ACCESS')).toBe(true);
    expect(grants(features, 'BOOKING_CHECKIN_WRITE_ACCESS')).toBe(true);
  });

  it('does not let a FULL key cover another resource', () => {
    const features = new Set(['SPOT_FULL_ACCESS', 'BOOKING_READ_ACCESS']);
    expect(grants(features, 'USER_READ_ACCESS')).toBe(false);
    expect(grants(features, 'BOOKING_WRITE_ACCESS')).toBe(false);
  });

  it('grants when any of several keys is held', () => {
    const features = new Set(['LODGER_READ_ACCESS']);
    expect(grantsAny(features, ['LODGER_FULL_ACCESS', 'LODGER_READ_ACCESS'])).toBe(true);
    expect(grantsAny(features, ['USER_FULL_ACCESS', 'USER_READ_ACCESS'])).toBe(false);
  });
});
