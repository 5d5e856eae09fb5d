import fs from 'node:fs/promises';
import sharp from 'sharp';

// Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a Y4M file in a loop: here one
// frame made from a real image, so a page's camera sees a real face or a real QR code.

const WIDTH = 640;
const HEIGHT = 480;

/** `image` centred on a grey 640×480 frame, `side` pixels high, as a one-frame Y4M video at `file`. */
export async function writeFakeVideo(file: string, image: Buffer, side = 400): Promise<void> {
  const picture = await sharp(image).resize(side, side, { fit: 'contain', background: '#fff' }).toBuffer();
  // Composed in a pipeline of its own: a composite's output may carry alpha, which a raw read would mix in.
  const composed = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080' },
  })
    .composite([{ input: picture, left: (WIDTH - side) / 2, top: (HEIGHT - side) / 2 }])
    .png()
    .toBuffer();
  const data = await sharp(composed).removeAlpha().raw().toBuffer();
  const frame = Buffer.alloc((WIDTH * HEIGHT * 3) / 2);
  const rgb = (x: number, y: number) => {
    const at = (y * WIDTH + x) * 3;
    return [data[at] as number, data[at + 1] as number, data[at + 2] as number] as const;
  };
  // BT.601 full range (the header's C420jpeg), chroma averaged over each 2×2 block.
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgb(x, y);
      frame[y * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  const chroma = WIDTH * HEIGHT;
  const quarter = chroma / 4;
  for (let y = 0; y < HEIGHT / 2; y++) {
    for (let x = 0; x < WIDTH / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = rgb(2 * x + dx, 2 * y + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      const at = y * (WIDTH / 2) + x;
      frame[chroma + at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      frame[chroma + quarter + at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await fs.writeFile(file, Buffer.concat([header, Buffer.from('FRAME\n'), frame]));
}
