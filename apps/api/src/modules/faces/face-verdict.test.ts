import { describe, expect, it } from 'vitest';
import { faceVerdict } from './face-verdict';

const limits = { workers: 1, minWidthRatio: 0.15, maxYawDegrees: 25 };
const frontal = { widthRatio: 0.4, yawDegrees: 5 };

describe('faceVerdict', () => {
  it('takes exactly one face', () => {
    expect(faceVerdict([frontal], limits)).toBe('VALID');
    expect(faceVerdict([], limits)).toBe('INVALID');
    expect(faceVerdict([frontal, frontal], limits)).toBe('INVALID');
  });

  it('refuses a face narrower than the minimum width', () => {
    expect(faceVerdict([{ ...frontal, widthRatio: 0.15 }], limits)).toBe('VALID');
    expect(faceVerdict([{ ...frontal, widthRatio: 0.14 }], limits)).toBe('INVALID');
  });

  it('refuses a head turned beyond the maximum yaw, either way, or of unknown turn', () => {
    expect(faceVerdict([{ ...frontal, yawDegrees: -25 }], limits)).toBe('VALID');
    expect(faceVerdict([{ ...frontal, yawDegrees: 26 }], limits)).toBe('INVALID');
    expect(faceVerdict([{ ...frontal, yawDegrees: -32 }], limits)).toBe('INVALID');
    expect(faceVerdict([{ ...frontal, yawDegrees: null }], limits)).toBe('INVALID');
  });

  it('follows the configured thresholds', () => {
    expect(
      faceVerdict([{ widthRatio: 0.1, yawDegrees: 30 }], {
        ...limits,
        minWidthRatio: 0.05,
        maxYawDegrees: 35,
      }),
    ).toBe('VALID');
  });
});
