// Draws the PNG icons (192 and 512 px, which browsers want to install a PWA) of Portaria and Sócio from
// their SVG icons. Run once after changing an SVG: `npx tsx apps/web/scripts/face-icons.ts`; the PNGs
// are committed.
import path from 'node:path';
import sharp from 'sharp';

for (const face of ['portaria', 'app']) {
  const dir = path.resolve(import.meta.dirname, '../public', face);
  for (const size of [192, 512]) {
    await sharp(path.join(dir, 'icon.svg'), { density: (72 * size) / 512 })
      .resize(size, size)
      .png()
      .toFile(path.join(dir, `icon-${size}.png`));
  }
}
