import { describe, expect, it } from 'vitest';
import { grants, grantsAny } from './permissions';

describe('grants', () => {
  it('grants a key the group holds', () => {
    expect(grants(new Set(['BOOKING_READ_ACCESS']), 'BOOKING_READ_ACCESS')).toBe(true);
  });

  it('lets X_FULL_ACCESS cover every X_*_ACCESS of its resource', () => {
    const features = new Set(['BOOKING_FULL_ACCESS']);
    expect(grants(features, 'BOOKING_DELETE_ACCESS')).toBe(true);
    expect(grants(features, 'BOOKING_FORCE_LIMITS_ACCESS')).toBe(true);
    expect(grants(features, 'BOOKING_SELLER_READ_ACCESS')).toBe(true);
  });

  it('keeps a longer resource with its own FULL key out of the shorter one', () => {
    expect(grants(new Set(['BOOKING_FULL_ACCESS']), 'BOOKING_CHECKIN_WRITE_ACCESS')).toBe(false);
    expect(grants(new Set(['BOOKING_CHECKIN_FULL_ACCESS']), 'BOOKING_CHECKIN_WRITE_ACCESS')).toBe(true);
    expect(grants(new Set(['FEATURE_FULL_ACCESS']), 'FEATURE_GROUP_READ_ACCESS')).toBe(false);
    expect(grants(new Set(['USER_FULL_ACCESS']), 'USER_CATEGORY_WRITE_ACCESS')).toBe(false);
    expect(grants(new Set(['USER_FULL_ACCESS']), 'USER_PASSWORD_WRITE_ACCESS')).toBe(true);
    expect(grants(new Set(['VENTURE_FULL_ACCESS']), 'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS')).toBe(false);
  });

  it('treats a FULL key created by an administrator as a resource too', () => {
    const features = new Set(['SPOT_FULL_ACCESS', 'SPOT_PHOTO_FULL_ACCESS']);
    expect(grants(new Set(['SPOT_FULL_ACCESS']), 'SPOT_PHOTO_WRITE_ACCESS')).toBe(true);
    expect(grants(features, 'SPOT_PHOTO_WRITE_ACCESS')).toBe(true);
  });

  it('does not let a FULL key grant itself by prefix or non-access keys', () => {
    expect(grants(new Set(['BOOKING_FULL_ACCESS']), 'BOOKING_CHECKIN_FULL_ACCESS')).toBe(false);
    expect(grants(new Set(['BOOKING_FULL_ACCESS']), 'BOOKING_SOMETHING')).toBe(false);
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
