// Draws Portaria's PNG icons (192 and 512 px, which browsers want to install a PWA) from its SVG icon.
// Run once after changing the SVG: `npx tsx apps/web/scripts/portaria-icons.ts`; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../public/portaria');
for (const size of [192, 512]) {
  await sharp(path.join(dir, 'icon.svg'), { density: (72 * size) / 512 })
    .resize(size, size)
    .png()
    .toFile(path.join(dir, `icon-${size}.png`));
}
