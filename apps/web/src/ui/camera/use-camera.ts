import { useCallback, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraProblemOf } from './camera-errors';

export interface CameraState {
  stream: MediaStream | null;
  problem: CameraProblem | null;
  /** More than one camera: switching is offered. */
  canSwitch: boolean;
  /** The front camera (or a webcam) is shown mirrored, as people expect to see themselves. */
  mirrored: boolean;
  switchCamera: () => Promise<void>;
}

function stop(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

const open = (video: MediaTrackConstraints) => navigator.mediaDevices.getUserMedia({ video, audio: false });
const deviceOf = (stream: MediaStream | null) => stream?.getVideoTracks()[0]?.getSettings().deviceId;

/**
 * A camera stream while `active`: the front camera first (or the back one, `environment`, to read a
 * code held up to a phone), stopped when inactive or unmounted.
 */
export function useCamera(active: boolean, facing: 'user' | 'environment' = 'user'): CameraState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [cameras, setCameras] = useState<string[]>([]);
  const current = useRef<MediaStream | null>(null);

  const show = useCallback((next: MediaStream | null) => {
    current.current = next;
    setStream(next);
  }, []);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unavailable');
      return;
    }
    open({ facingMode: facing })
      .then(async (opened) => {
        if (cancelled) return stop(opened);
        show(opened);
        // Device ids are only listed once a camera is allowed.
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (!cancelled) {
          setCameras(
            devices.filter((device) => device.kind === 'videoinput').map((device) => device.deviceId),
          );
        }
      })
      .catch((error: unknown) => !cancelled && setProblem(cameraProblemOf(error)));
    return () => {
      cancelled = true;
      stop(current.current);
      show(null);
    };
  }, [active, facing, show]);

  const switchCamera = useCallback(async () => {
    const previous = deviceOf(current.current);
    const next = cameras[(cameras.indexOf(previous ?? '') + 1) % cameras.length];
    if (!next || next === previous) return;
    // Phones often open one camera at a time: the current one stops first, and comes back on failure.
    stop(current.current);
    try {
      show(await open({ deviceId: { exact: next } }));
      setProblem(null);
    } catch {
      setProblem('switch-failed');
      show(
        await open(previous ? { deviceId: { exact: previous } } : { facingMode: facing }).catch(() => null),
      );
    }
  }, [cameras, facing, show]);

  const facingNow = stream?.getVideoTracks()[0]?.getSettings().facingMode;
  return {
    stream,
    problem,
    canSwitch: cameras.length > 1,
    mirrored: facingNow !== 'environment',
    switchCamera,
  };
}
