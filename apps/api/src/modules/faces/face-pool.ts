import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { apiRoot, isBuilt } from '../../paths';
import type { DetectedFace, DetectionTask } from './face-detection.worker';

// Face detection is CPU-bound and takes about 100 ms a photo: it runs in worker threads, each with
// its own copy of the model, never on the thread that answers requests. One pool serves the whole
// process, however many apps are built in it (the tests build many): it starts on first use, or when
// a server starts listening, and stops when the last app using it closes.

/** Photos are letterboxed to this square: the detector squashes any other shape. */
export const DETECTION_SIDE = 640;
// Beyond this many waiting photos per worker, a check gives up at once rather than queue for long.
const QUEUE_PER_WORKER = 16;
const WORKER_FILE = pathToFileURL(
  isBuilt
    ? path.join(apiRoot, 'dist/face-detection.worker.js')
    : path.join(import.meta.dirname, 'face-detection.worker.ts'),
).href;

let pool: Piscina<DetectionTask, DetectedFace[]> | null = null;
let leases = 0;

export interface FacePoolLease {
  /** Starts the workers, which load and warm the model in the background. */
  start(): void;
  detect(pixels: Uint8Array): Promise<DetectedFace[]>;
  release(): Promise<void>;
}

export function leaseFacePool(workers: number): FacePoolLease {
  leases++;
  let released = false;
  const running = () => {
    pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: workers,
      maxThreads: workers,
      maxQueue: workers * QUEUE_PER_WORKER,
      workerData: { side: DETECTION_SIDE },
    });
    return pool;
  };
  return {
    start: () => void running(),
    detect: (pixels) => running().run({ pixels, side: DETECTION_SIDE }),
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
