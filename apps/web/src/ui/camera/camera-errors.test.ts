import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, CameraError, cameraProblemOf } from './camera-errors';

const domError = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraProblemOf', () => {
  it('tells a refusal from a missing camera', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('unavailable');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('unavailable');
    expect(cameraProblemOf(undefined)).toBe('unavailable');
  });

  it('keeps the problem a camera error already names', () => {
    const error = new CameraError('canvas-unsupported');
    expect(cameraProblemOf(error)).toBe('canvas-unsupported');
    expect(error.message).toBe(CAMERA_MESSAGES['canvas-unsupported']);
  });
});
