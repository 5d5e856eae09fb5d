import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Real photos of faces, cut from images that ship inside the detector's own package (no downloads),
// for the face tests and benchmarks and the demo's enrolled people: its face-detection screenshot
// shows five face thumbnails in a row, its face-match screenshot a grid of extracted faces (many of one
// man), and its samples sheet a ceiling with no one under it.

const assets = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '../assets',
);
const screenshot = path.join(assets, 'screenshot-facedetect.jpg');
const THUMB_TOP = 345;
const THUMB_SIDE = 150;
// Left edges of the two thumbnails used (two women facing the camera).
const THUMBS = [164, 478];

const thumbnail = (left: number) =>
  sharp(screenshot).extract({ left, top: THUMB_TOP, width: THUMB_SIDE, height: THUMB_SIDE }).toBuffer();

export async function photoWithOneFace(): Promise<Buffer> {
  return sharp(await thumbnail(THUMBS[0] as number))
    .jpeg()
    .toBuffer();
}

/** The second woman of the face-detection screenshot. */
export async function photoOfAnotherWoman(): Promise<Buffer> {
  return sharp(await thumbnail(THUMBS[1] as number))
    .jpeg()
    .toBuffer();
}

/** Two of the thumbnails side by side. */
export async function photoWithTwoFaces(): Promise<Buffer> {
  const [left, right] = await Promise.all(THUMBS.map(thumbnail));
  return sharp({ create: { width: 2 * THUMB_SIDE, height: THUMB_SIDE, channels: 3, background: '#000' } })
    .composite([
      { input: left as Buffer, left: 0, top: 0 },
      { input: right as Buffer, left: THUMB_SIDE, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

/** A ballroom's ceiling: lamps and chandeliers, no face. */
export function photoWithoutFace(): Promise<Buffer> {
  return sharp(path.join(assets, 'samples.jpg'))
    .extract({ left: 600, top: 190, width: 640, height: 220 })
    .jpeg()
    .toBuffer();
}

const faceMatch = path.join(assets, 'screenshot-facematch.jpg');
// The face-match screenshot's grid of extracted faces: 18 columns, rows of 110 pixels from y = 280.
const GRID_COLUMN = 1920 / 18;

/** One thumbnail of the face-match grid, as a JPEG. */
export function faceMatchThumbnail(row: number, column: number): Promise<Buffer> {
  return sharp(faceMatch)
    .extract({ left: Math.round(column * GRID_COLUMN), top: 280 + row * 110, width: 106, height: 106 })
    .jpeg()
    .toBuffer();
}

/** Three different photos of one man (the first three of the grid's first row). */
export function photosOfOneMan(): Promise<Buffer[]> {
  return Promise.all([0, 1, 3].map((column) => faceMatchThumbnail(0, column)));
}
