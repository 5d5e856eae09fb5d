import { CameraError } from './camera-errors';

const JPEG_QUALITY = 0.9;

/**
 * The video's current frame as a JPEG file, as the camera sees it (the preview may be mirrored);
 * `maxWidth` scales a larger frame down (a frame a second to the server stays small).
 */
export async function captureFrame(
  video: HTMLVideoElement,
  maxWidth = Number.POSITIVE_INFINITY,
): Promise<File> {
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, maxWidth / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new CameraError('canvas-unsupported');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new CameraError('canvas-unsupported');
  return new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' });
}
