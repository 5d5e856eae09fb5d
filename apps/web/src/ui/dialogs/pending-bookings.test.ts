import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/session/api-client';
import { isPendingBookingsError, runWithPendingBookingsCheck } from './pending-bookings';

// Hoisted above the imports: the API client reads the stored session when loaded: give it an empty browser storage.
vi.hoisted(() => {
  vi.stubGlobal('localStorage', {
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('window', { addEventListener: () => undefined });
});

const pending = new ApiError(409, 'has-bookings-pending');

describe('pending bookings confirmation', () => {
  it('recognises the server asking for it', () => {
    expect(isPendingBookingsError(pending)).toBe(true);
    expect(isPendingBookingsError(new ApiError(409, 'spot-already-booked'))).toBe(false);
    expect(isPendingBookingsError(new Error('has-bookings-pending'))).toBe(false);
  });

  it('returns the first answer when the server does not ask', async () => {
    const confirm = vi.fn();
    await expect(runWithPendingBookingsCheck(async () => 'ok', confirm)).resolves.toBe('ok');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('repeats the call verified once the user confirms', async () => {
    const call = vi.fn(async (isVerified: boolean) => {
      if (!isVerified) throw pending;
      return 'deleted';
    });
    await expect(runWithPendingBookingsCheck(call, async () => true)).resolves.toBe('deleted');
    expect(call.mock.calls).toEqual([[false], [true]]);
  });

  it('stops when the user declines', async () => {
    const call = vi.fn(async () => {
      throw pending;
    });
    await expect(runWithPendingBookingsCheck(call, async () => false)).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('rethrows other failures', async () => {
    const failure = new ApiError(422, 'past-start-time');
    const confirm = vi.fn();
    await expect(runWithPendingBookingsCheck(async () => Promise.reject(failure), confirm)).rejects.toBe(
      failure,
    );
    expect(confirm).not.toHaveBeenCalled();
  });
});
