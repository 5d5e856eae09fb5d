import { CameraError } from './camera-errors';

const JPEG_QUALITY = 0.9;

/** The video's current frame as a JPEG file, as the camera sees it (the preview may be mirrored). */
export async function captureFrame(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new CameraError('canvas-unsupported');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new CameraError('canvas-unsupported');
  return new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' });
}
