import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BookingPasses } from './booking-pass';

const passes = BookingPasses.fromSecret('a secret of at least thirty-two characters');
const booking = '0b9f3c2e-4d5a-4c1b-9e8f-7a6b5c4d3e2f';
const other = '5f2d8a71-93c4-4e0b-a1d6-2c7e9b4f8a30';

/** The code with one part replaced: [version, id, mac]. */
function withPart(code: string, index: number, value: string): string {
  const parts = code.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('booking passes', () => {
  it('name their booking, compactly, the same code every time', () => {
    const code = passes.codeOf(booking);
    expect(code).toMatch(/^R1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(passes.codeOf(booking)).toBe(code);
    expect(passes.bookingOf(code)).toBe(booking);
    const id = randomUUID();
    expect(passes.bookingOf(passes.codeOf(id))).toBe(id);
  });

  it('refuse a code whose booking was changed: its signature names the first booking only', () => {
    const code = passes.codeOf(booking);
    const otherId = passes.codeOf(other).split('.')[1] as string;
    expect(passes.bookingOf(withPart(code, 1, otherId))).toBeNull();
  });

  it('refuse a forged or altered signature, and another server’s codes', () => {
    const code = passes.codeOf(booking);
    const mac = code.split('.')[2] as string;
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(passes.bookingOf(withPart(code, 2, flipped))).toBeNull();
    expect(passes.bookingOf(withPart(code, 2, 'A'.repeat(22)))).toBeNull();
    const elsewhere = BookingPasses.fromSecret('another secret of at least thirty-two characters');
    expect(elsewhere.bookingOf(code)).toBeNull();
  });

  it('refuse anything that is not a code, and a second spelling of one', () => {
    const code = passes.codeOf(booking);
    const [, id, mac] = code.split('.') as [string, string, string];
    // The last character of 22 base64url ones carries 4 spare bits: another letter, the same bytes.
    const respelt = `${mac.slice(0, 21)}${String.fromCharCode(mac.charCodeAt(21) + 1)}`;
    for (const text of [
      '',
      booking,
      `R2.${id}.${mac}`,
      `R1.${id}`,
      `${code}.x`,
      `R1.${id}.${mac.slice(0, 21)}`,
      `R1.${id}=.${mac}`,
      ` ${code}`,
      withPart(code, 2, respelt),
    ]) {
      expect(passes.bookingOf(text), text).toBeNull();
    }
  });
});
