import type { AvatarKind } from '../../../modules/files/avatar-owners';
import { loadSharp, removeStored, storePhoto } from '../../../modules/files/image-storage';

// Demo photos are drawn, not downloaded: a flat SVG scene (the venture's landscape and a motif of the
// place), rendered by sharp and stored like an upload, so the demo screens show pictures offline.

export type Backdrop = 'beach' | 'mountain';
export type Motif = 'court' | 'pool' | 'gym' | 'hall' | 'kiosk' | 'trail' | 'spa' | 'fence' | 'billiards';
export interface Scene {
  backdrop: Backdrop;
  motif: Motif;
  /** The motif's main colour (a court's floor). */
  color?: string;
}

export interface DemoPhotos {
  /** Draws and stores a scene as a photo of `kind`; null when the seed was given no storage folder. */
  store(kind: AvatarKind, scene: Scene): Promise<string | null>;
  /** Stores a real photo (a person's face) as an upload; null without a storage folder. */
  storeImage(kind: AvatarKind, image: Buffer): Promise<string | null>;
  /** Removes every photo stored so far (the seed's transaction failed). */
  discard(): Promise<void>;
}

export function demoPhotos(storageDir: string | undefined): DemoPhotos {
  const stored: string[] = [];
  return {
    async store(kind, scene) {
      if (!storageDir) return null;
      const sharp = await loadSharp();
      const png = await sharp(Buffer.from(drawScene(scene)))
        .png({ compressionLevel: 0 })
        .toBuffer();
      const path = await storePhoto(storageDir, kind, png);
      stored.push(path);
      return path;
    },
    async storeImage(kind, image) {
      if (!storageDir) return null;
      const path = await storePhoto(storageDir, kind, image);
      stored.push(path);
      return path;
    },
    async discard() {
      if (storageDir) await Promise.all(stored.map((path) => removeStored(storageDir, path)));
    },
  };
}

// Square scenes: the product shows photos in circles.
const BACKDROPS: Record<Backdrop, string> = {
  beach: `<rect width="400" height="400" fill="#9fd6f5"/><circle cx="300" cy="85" r="34" fill="#ffd54f"/>
    <rect y="165" width="400" height="70" fill="#2b8cc4"/><rect y="175" width="400" height="6" fill="#5fb3e0"/>
    <polygon points="0,232 400,222 400,400 0,400" fill="#f1d9a3"/>`,
  mountain: `<rect width="400" height="400" fill="#b5def5"/><circle cx="95" cy="80" r="30" fill="#ffe082"/>
    <polygon points="0,215 100,110 200,200 290,115 400,205 400,400 0,400" fill="#7fa886"/>
    <polygon points="0,250 130,180 250,245 340,190 400,225 400,400 0,400" fill="#4f8258"/>
    <rect y="255" width="400" height="145" fill="#6fa35c"/>`,
};

// Motifs are drawn on a 640-wide ground (y 225 to 385), then scaled into the middle of the scene.
const MOTIFS: Record<Motif, (color: string) => string> = {
  court: (
    color,
  ) => `<polygon points="170,255 470,255 560,385 80,385" fill="${color}" stroke="#fff" stroke-width="5"/>
    <line x1="320" y1="255" x2="320" y2="385" stroke="#fff" stroke-width="3"/>
    <line x1="122" y1="315" x2="518" y2="315" stroke="#333" stroke-width="5"/>`,
  pool: () => `<polygon points="170,255 470,255 560,385 80,385" fill="#3fa9dd" stroke="#eceff1" stroke-width="9"/>
    ${[-2, -1, 0, 1, 2].map((lane) => `<line x1="${320 + lane * 50}" y1="258" x2="${320 + lane * 80}" y2="382" stroke="#fff" stroke-width="2" stroke-dasharray="10 8"/>`).join('')}`,
  gym: () => `<rect x="80" y="345" width="480" height="30" rx="6" fill="#90a4ae"/>
    <rect x="220" y="302" width="200" height="14" fill="#546e7a"/>
    <rect x="190" y="270" width="32" height="78" rx="4" fill="#263238"/><rect x="418" y="270" width="32" height="78" rx="4" fill="#263238"/>`,
  hall: (
    color,
  ) => `<rect x="200" y="225" width="240" height="150" fill="#f5efe6" stroke="#b08968" stroke-width="4"/>
    <polygon points="180,228 320,160 460,228" fill="${color}"/><rect x="300" y="305" width="40" height="70" fill="#8d5a3b"/>
    <rect x="225" y="255" width="50" height="40" fill="#9fd6f5"/><rect x="365" y="255" width="50" height="40" fill="#9fd6f5"/>`,
  kiosk: (color) => `<line x1="320" y1="225" x2="320" y2="375" stroke="#8d6e63" stroke-width="7"/>
    <path d="M200,240 Q320,140 440,240 Z" fill="${color}"/><path d="M280,240 Q320,150 360,240 Z" fill="#fff"/>
    <polygon points="360,350 470,350 490,330 380,330" fill="#fff" stroke="#8d6e63" stroke-width="3"/>`,
  trail:
    () => `<path d="M330,400 C250,350 400,320 320,280 S300,250 330,240" stroke="#c9a66b" stroke-width="26" fill="none"/>
    ${[120, 200, 460, 540].map((x, i) => `<rect x="${x - 5}" y="${330 - i * 12}" width="10" height="40" fill="#6d4c41"/><polygon points="${x - 35},${335 - i * 12} ${x},${240 - i * 12} ${x + 35},${335 - i * 12}" fill="#2e7d32"/>`).join('')}`,
  spa: () => `<ellipse cx="320" cy="360" rx="200" ry="26" fill="#b3e5fc"/>
    <ellipse cx="320" cy="345" rx="75" ry="24" fill="#9e9e9e"/><ellipse cx="320" cy="312" rx="55" ry="19" fill="#bdbdbd"/>
    <ellipse cx="320" cy="285" rx="38" ry="14" fill="#8d8d8d"/>
    <ellipse cx="372" cy="255" rx="40" ry="14" fill="#66bb6a" transform="rotate(-30 372 255)"/>`,
  fence:
    () => `${[90, 210, 330, 450, 570].map((x) => `<rect x="${x - 8}" y="270" width="16" height="100" fill="#6d4c41"/>`).join('')}
    <rect x="60" y="288" width="540" height="12" fill="#8d6e63"/><rect x="60" y="325" width="540" height="12" fill="#8d6e63"/>`,
  billiards:
    () => `<polygon points="190,265 450,265 520,370 120,370" fill="#2e7d32" stroke="#6d4c41" stroke-width="14"/>
    ${[
      [190, 265],
      [450, 265],
      [120, 370],
      [520, 370],
      [155, 318],
      [485, 318],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#212121"/>`)
      .join('')}
    <circle cx="300" cy="320" r="9" fill="#fff"/><circle cx="360" cy="300" r="9" fill="#e53935"/>`,
};

function drawScene({ backdrop, motif, color = '#c96a3c' }: Scene): string {
  // Rendered at 320 px: photos show at most 96 px wide.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 400 400">
    ${BACKDROPS[backdrop]}<g transform="translate(200 285) scale(0.65) translate(-320 -305)">${MOTIFS[motif](color)}</g></svg>`;
}
