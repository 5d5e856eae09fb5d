import jsQR from 'jsqr';
import { type RefObject, useEffect, useRef } from 'react';

// jsQR reads the codes in plain JavaScript: the same decoder in every browser (Chromium on Linux,
// Firefox and Safari have no BarcodeDetector), and nothing fetched at run time.

const SCAN_INTERVAL_MS = 250;
/** Frames are read at most this wide: a pass held up to the camera is large, and small frames decode fast. */
const SCAN_MAX_WIDTH = 640;
/** The same code is read again only after it was out of sight this long: a pass held up is read once. */
const REPEAT_MS = 5000;

/** Reads QR codes from the video while `active`; `onCode` gets each one once while it stays in view. */
export function usePassScanner(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (code: string) => void,
): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  const last = useRef<{ code: string; seenAt: number } | null>(null);

  useEffect(() => {
    if (!active) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const timer = setInterval(() => {
      const element = video.current;
      if (!context || !element || element.readyState < 2 || !element.videoWidth) return;
      const scale = Math.min(1, SCAN_MAX_WIDTH / element.videoWidth);
      canvas.width = Math.round(element.videoWidth * scale);
      canvas.height = Math.round(element.videoHeight * scale);
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      if (!found?.data) return;
      const now = Date.now();
      const again = last.current?.code === found.data && now - last.current.seenAt < REPEAT_MS;
      last.current = { code: found.data, seenAt: now };
      if (!again) latest.current(found.data);
    }, SCAN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, video]);
}
