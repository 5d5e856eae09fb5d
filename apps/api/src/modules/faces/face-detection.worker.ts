// Runs in the worker threads of face-pool.ts: loads the face models once per thread, then finds the
// faces of photos the request side has already decoded and letterboxed; asked to, it also describes
// them (the descriptor FaceID compares), scores them for spoofing and liveness, and finds the nearest
// face's best match in a gallery the request side shares. It imports packages (and quantize.ts, by its
// full name) only and uses erasable TypeScript, so Node loads it in a thread however the app was
// started (tsx, vitest).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';
import { workerData } from 'piscina';
// By its full name: Node strips the types of this thread's files itself, with no bundler's resolution.
import { type QuantizedDescriptor, quantize } from './quantize.ts';

/** A letterboxed square photo: RGB bytes, `side` × `side` pixels. */
export interface DetectionTask {
  pixels: Uint8Array;
  side: number;
  /** Describe and score each face (enrolment, identification); a plain check only finds them. */
  describe: boolean;
  /** Where to look for the nearest face's best match (identification). */
  gallery?: GalleryView;
}

/**
 * Enrolled descriptors on shared memory: `count` rows of quantized values (as long as the
 * model's descriptor) in `vectors`, each row's scale in `scales`.
 */
export interface GalleryView {
  vectors: Int8Array;
  scales: Float32Array;
  count: number;
}

/** One face found: its box width over the side, and how far the head turns (null when unknown). */
export interface DetectedFace {
  widthRatio: number;
  yawDegrees: number | null;
  /** When asked to describe. */
  descriptor?: QuantizedDescriptor;
  /** The anti-spoofing model's score that the face is real, not a photo or a screen (0-1). */
  real?: number;
  /** The liveness model's score (0-1). */
  live?: number;
}

export interface DetectionResult {
  faces: DetectedFace[];
  /** The index of the face nearest the camera (the widest), null when none was found. */
  nearest: number | null;
  /** The nearest face's best gallery row, when a gallery was given and is not empty. */
  match?: { row: number; similarity: number };
}

const require = createRequire(import.meta.url);
// human's `exports` map hides its builds: the one for Node on WebAssembly sits beside the main entry
// (tfjs-node, the native build, downloads a library at install and cannot be had offline).
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as typeof HumanModule;
const tf = require('@tensorflow/tfjs-core') as typeof TfCore;
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

// tfjs loads models over HTTP only; these ship inside the package, so they are read from disk.
const fileRouter = (url: string | string[]) =>
  typeof url === 'string' && url.startsWith('file://') ? { load: () => readModel(fileURLToPath(url)) } : null;
// tfjs types a router as never declining, but skips one that answers null (as its own routers do).
tf.io.registerLoadRouter(fileRouter as Parameters<typeof tf.io.registerLoadRouter>[0]);

async function readModel(file: string): Promise<TfCore.io.ModelArtifacts> {
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as TfCore.io.ModelJSON;
  return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
    const names = manifest.flatMap((group) => group.paths);
    const parts = await Promise.all(names.map((name) => fs.readFile(path.join(path.dirname(file), name))));
    const weights = Buffer.concat(parts);
    const data = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
    return [manifest.flatMap((group) => group.weights), data as ArrayBuffer];
  });
}

const off = { enabled: false };
const human = new Human({
  backend: 'wasm',
  wasmPath: `${wasmDir}/`,
  modelBasePath: pathToFileURL(path.join(humanDist, '../models/')).href,
  cacheModels: false,
  warmup: 'none',
  debug: false,
  // Photos come as tensors already letterboxed: no image filters.
  filter: off,
  face: {
    enabled: true,
    // Two are enough to tell one face from several; each face found costs a mesh run.
    detector: { maxDetected: 2, rotation: false },
    // The mesh rejects what the detector alone takes for a face (a cat, a cup) and gives the yaw.
    mesh: { enabled: true },
    iris: off,
    emotion: off,
    // Off until a task asks to describe: human.detect loads a model the first time its config turns it
    // on, so a thread that only checks photos never holds them.
    description: off,
    antispoof: off,
    liveness: off,
    attention: off,
  },
  body: off,
  hand: off,
  object: off,
  segmentation: off,
  gesture: off,
});

async function detect({ pixels, side, describe, gallery }: DetectionTask): Promise<DetectionResult> {
  const input = tf.tensor3d(pixels, [side, side, 3], 'int32');
  const models = { enabled: describe };
  try {
    const result = await human.detect(input, {
      face: { description: models, antispoof: models, liveness: models },
    });
    const faces = result.face.map((face) => ({
      widthRatio: face.boxRaw[2],
      yawDegrees: face.rotation ? (face.rotation.angle.yaw * 180) / Math.PI : null,
      ...(describe && face.embedding?.length ? { descriptor: quantize(face.embedding) } : {}),
      ...(describe ? { real: face.real ?? 0, live: face.live ?? 0 } : {}),
    }));
    const nearest = widest(faces);
    const descriptor = nearest === null ? undefined : faces[nearest]?.descriptor;
    const match = gallery && descriptor ? bestMatch(gallery, descriptor) : undefined;
    return { faces, nearest, ...(match ? { match } : {}) };
  } finally {
    tf.dispose(input);
  }
}

/** The face nearest the camera: the widest. */
function widest(faces: readonly DetectedFace[]): number | null {
  let nearest: number | null = null;
  faces.forEach((face, index) => {
    if (nearest === null || face.widthRatio > (faces[nearest]?.widthRatio ?? 0)) nearest = index;
  });
  return nearest;
}

/**
 * The gallery row most like `descriptor` by cosine similarity. Rows hold quantized unit vectors, so a
 * row's integer dot product with the quantized query times both scales is the cosine (to about 0.01).
 * A plain loop: 100,000 rows take about 115 ms here, on this worker rather than the request thread.
 */
function bestMatch(gallery: GalleryView, query: QuantizedDescriptor): DetectionResult['match'] {
  const { vectors, scales, count } = gallery;
  const length = query.values.length;
  let bestRow = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let row = 0; row < count; row++) {
    const offset = row * length;
    let dot = 0;
    for (let i = 0; i < length; i++) dot += (vectors[offset + i] as number) * (query.values[i] as number);
    const score = dot * (scales[row] as number);
    if (score > bestScore) {
      bestScore = score;
      bestRow = row;
    }
  }
  return bestRow < 0 ? undefined : { row: bestRow, similarity: bestScore * query.scale };
}

// Detection and mesh loaded and warmed before the thread takes its first task: the first run compiles
// the kernels. The describing models load (and compile) with the first task that describes.
await human.load();
const { side } = workerData as { side: number };
await detect({ pixels: new Uint8Array(side * side * 3), side, describe: false });

export default detect;
