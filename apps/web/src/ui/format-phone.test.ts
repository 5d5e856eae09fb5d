import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('shows Brazilian phones in the national form and others in the international one', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+551133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('+351912345678')).toBe('+351 912 345 678');
  });

  it('shows empty and unreadable values as they are', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('abc')).toBe('abc');
  });
});
