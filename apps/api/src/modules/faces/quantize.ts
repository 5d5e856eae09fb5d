// How a descriptor is stored: shared by the face worker (which imports it with its .ts extension, as
// Node loads the worker without a bundler in development and tests) and the benchmarks. It imports
// nothing and uses erasable TypeScript only, for the same reason.

/**
 * A unit-length descriptor in a quarter of its float size: each value is `values[i] * scale`. Cosines
 * of quantized descriptors differ from the floats' by about 0.01, far below the match threshold's margin.
 */
export interface QuantizedDescriptor {
  values: Int8Array;
  scale: number;
}

/** Scaled to unit length, then to whole numbers within ±127 (one scale per descriptor). */
export function quantize(embedding: ArrayLike<number>): QuantizedDescriptor {
  const floats = Array.from(embedding);
  const norm = Math.hypot(...floats) || 1;
  const largest = floats.reduce((max, value) => Math.max(max, Math.abs(value)), 0) / norm || 1;
  const scale = largest / 127;
  return { values: Int8Array.from(floats, (value) => Math.round(value / norm / scale)), scale };
}
