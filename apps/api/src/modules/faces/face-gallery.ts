import type { GalleryView } from './face-detection.worker';
import type { QuantizedDescriptor } from './quantize';

/** The `faceres` model's descriptor length. */
export const DESCRIPTOR_LENGTH = 1024;
const INITIAL_ROWS = 256;

/**
 * The enrolled people of one venture, as rows of quantized descriptors on shared memory: the face
 * workers scan a view of it without a copy. 100,000 people take 100 MB (1,024 bytes each) plus their
 * ids. A removal moves the last row into the gap; a worker scanning meanwhile may compare a moved row,
 * so a match is always confirmed against the named person's current row (`similarity`).
 */
export class FaceGallery {
  private vectors = new Int8Array(new SharedArrayBuffer(INITIAL_ROWS * DESCRIPTOR_LENGTH));
  private scales = new Float32Array(new SharedArrayBuffer(INITIAL_ROWS * 4));
  private readonly userIds: string[] = [];
  private readonly rows = new Map<string, number>();
  /** The last face_descriptors revision applied. */
  revision = 0n;

  get size(): number {
    return this.userIds.length;
  }

  put(userId: string, descriptor: QuantizedDescriptor): void {
    let row = this.rows.get(userId);
    if (row === undefined) {
      row = this.userIds.length;
      this.grow(row + 1);
      this.userIds.push(userId);
      this.rows.set(userId, row);
    }
    this.vectors.set(descriptor.values, row * DESCRIPTOR_LENGTH);
    this.scales[row] = descriptor.scale;
  }

  remove(userId: string): void {
    const row = this.rows.get(userId);
    if (row === undefined) return;
    const last = this.userIds.length - 1;
    const moved = this.userIds[last] as string;
    if (row !== last) {
      this.vectors.copyWithin(
        row * DESCRIPTOR_LENGTH,
        last * DESCRIPTOR_LENGTH,
        (last + 1) * DESCRIPTOR_LENGTH,
      );
      this.scales[row] = this.scales[last] as number;
      this.userIds[row] = moved;
      this.rows.set(moved, row);
    }
    this.userIds.pop();
    this.rows.delete(userId);
  }

  /** What a worker scans, with the ids its rows held when it was taken. */
  snapshot(): { view: GalleryView; userIds: readonly string[] } {
    return {
      view: { vectors: this.vectors, scales: this.scales, count: this.userIds.length },
      userIds: this.userIds.slice(),
    };
  }

  /** The cosine similarity of a descriptor with a person's current row, null when not enrolled. */
  similarity(userId: string, descriptor: QuantizedDescriptor): number | null {
    const row = this.rows.get(userId);
    if (row === undefined) return null;
    const offset = row * DESCRIPTOR_LENGTH;
    let dot = 0;
    for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
      dot += (this.vectors[offset + i] as number) * (descriptor.values[i] as number);
    }
    return dot * (this.scales[row] as number) * descriptor.scale;
  }

  private grow(rows: number): void {
    const capacity = this.scales.length;
    if (rows <= capacity) return;
    const next = Math.max(rows, capacity * 2);
    const vectors = new Int8Array(new SharedArrayBuffer(next * DESCRIPTOR_LENGTH));
    const scales = new Float32Array(new SharedArrayBuffer(next * 4));
    vectors.set(this.vectors);
    scales.set(this.scales);
    this.vectors = vectors;
    this.scales = scales;
  }
}
