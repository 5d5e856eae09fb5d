// Runs in the worker threads of face-pool.ts: loads the face model once per thread, then finds the
// faces of photos the request side has already decoded and letterboxed. It imports packages only and
// uses erasable TypeScript, so Node loads it in a thread however the app was started (tsx, vitest).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';
import { workerData } from 'piscina';

/** A letterboxed square photo: RGB bytes, `side` × `side` pixels. */
export interface DetectionTask {
  pixels: Uint8Array;
  side: number;
}

/** One face found: its box width over the side, and how far the head turns (null when unknown). */
export interface DetectedFace {
  widthRatio: number;
  yawDegrees: number | null;
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

async function detect({ pixels, side }: DetectionTask): Promise<DetectedFace[]> {
  const input = tf.tensor3d(pixels, [side, side, 3], 'int32');
  try {
    const result = await human.detect(input);
    return result.face.map((face) => ({
      widthRatio: face.boxRaw[2],
      yawDegrees: face.rotation ? (face.rotation.angle.yaw * 180) / Math.PI : null,
    }));
  } finally {
    tf.dispose(input);
  }
}

// Loaded and warmed before the thread takes its first task: the first run compiles the kernels.
await human.load();
const { side } = workerData as { side: number };
await detect({ pixels: new Uint8Array(side * side * 3), side });

export default detect;
