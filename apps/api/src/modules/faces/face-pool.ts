import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { apiRoot, isBuilt } from '../../paths';
import type { DetectionResult, DetectionTask, GalleryView } from './face-detection.worker';

// Face models are CPU-bound (about 100 ms a photo, 130 ms with a descriptor): they run in worker
// threads, each with its own copy of the models, never on the thread that answers requests. One pool
// serves the whole process, however many apps are built in it (the tests build many). Threads start
// when a photo first needs them and stop after a while without work: a club's server that never
// checks a face keeps its memory (about 400 MB per loaded thread, all five models; a thread that has
// only checked photos holds the detection and mesh models alone, the worker loads the rest on demand).

/** Photos are letterboxed to this square: the detector squashes any other shape. */
export const DETECTION_SIDE = 640;
// Beyond this many waiting photos per worker, a check gives up at once rather than queue for long.
const QUEUE_PER_WORKER = 16;
const WORKER_FILE = pathToFileURL(
  isBuilt
    ? path.join(apiRoot, 'dist/face-detection.worker.js')
    : path.join(import.meta.dirname, 'face-detection.worker.ts'),
).href;

let pool: Piscina<DetectionTask, DetectionResult> | null = null;
let leases = 0;

export interface PoolSize {
  workers: number;
  idleMs: number;
}

export interface FacePoolLease {
  /** Finds the faces of a letterboxed photo; `describe` adds descriptors and scores, `gallery` a match. */
  detect(
    pixels: Uint8Array,
    options?: { describe?: boolean; gallery?: GalleryView },
  ): Promise<DetectionResult>;
  release(): Promise<void>;
}

export function leaseFacePool({ workers, idleMs }: PoolSize): FacePoolLease {
  leases++;
  let released = false;
  const running = () => {
    pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: workers,
      idleTimeout: idleMs,
      maxQueue: workers * QUEUE_PER_WORKER,
      workerData: { side: DETECTION_SIDE },
    });
    return pool;
  };
  return {
    detect: (pixels, options = {}) =>
      running().run({
        pixels,
        side: DETECTION_SIDE,
        describe: options.describe ?? false,
        gallery: options.gallery,
      }),
    async release() {
      if (released) return;
      released = true;
      leases--;
      if (leases > 0 || !pool) return;
      const closing = pool;
      pool = null;
      await closing.destroy();
    },
  };
}
