import { describe, expect, it } from 'vitest';
import { formatShare } from './format-dashboard';

describe('formatShare', () => {
  it('shows a share as a pt-BR percentage, and a dash when nothing was measured', () => {
    expect(formatShare(0.125).replace(/\s/g, ' ')).toBe('12,5%');
    expect(formatShare(1 / 3)).toBe('33,3%');
    expect(formatShare(null)).toBe('—');
  });
});
