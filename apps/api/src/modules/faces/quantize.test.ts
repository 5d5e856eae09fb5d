import { describe, expect, it } from 'vitest';
import { quantize } from './quantize';

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] as number) * (b[i] as number);
    aa += (a[i] as number) ** 2;
    bb += (b[i] as number) ** 2;
  }
  return dot / Math.sqrt(aa * bb);
};

describe('quantize', () => {
  it('stores a unit vector as bytes within ±127, the largest at 127, with one scale', () => {
    const embedding = Array.from({ length: 1024 }, (_, i) => Math.sin(i * 1.7) * 3);
    const { values, scale } = quantize(embedding);
    expect(values).toHaveLength(1024);
    expect(Math.max(...Array.from(values, Math.abs))).toBe(127);
    const restored = Array.from(values, (value) => value * scale);
    expect(Math.hypot(...restored)).toBeCloseTo(1, 2);
    expect(cosine(restored, embedding)).toBeGreaterThan(0.999);
  });

  it('takes typed arrays as well as plain ones', () => {
    const embedding = [0.5, -0.25, 0.125, 0];
    expect(quantize(Float64Array.from(embedding))).toEqual(quantize(embedding));
    expect(quantize(embedding).values).toEqual(Int8Array.from([127, -63, 32, 0]));
  });

  it('keeps a zero vector as zeros', () => {
    expect(Array.from(quantize([0, 0, 0]).values)).toEqual([0, 0, 0]);
  });
});
