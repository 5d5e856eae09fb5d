import type { FaceIdentifyResponse } from '@reserva/shared/faces/faces.schemas';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { captureFrame } from '../../ui/camera/capture-frame';
import { useIdentifyFace } from './api';
import { type GateVerdict, gateVerdictOf } from './gate-verdict';

/** About a frame a second: the gate answers as a person walks up, without loading the server. */
export const FRAME_INTERVAL_MS = 1000;
/** Frames go at most this wide: a face at the gate is large, and a small frame travels fast. */
const FRAME_MAX_WIDTH = 640;
/** A person's answer stays this long when the next frames see nobody (they turned, or walked in). */
const HOLD_MS = 5000;

export interface GateCamera {
  verdict: GateVerdict;
  /** The answer the verdict came from (its `autoCheckin`). */
  answer: FaceIdentifyResponse | null;
  /** The last identification failed (the models are busy, the network dropped); the next frame retries. */
  failing: boolean;
}

const personOf = (verdict: GateVerdict) => ('person' in verdict ? verdict.person.id : null);

/** Sends the video's frames to the identification while `active`, one at a time, and keeps the answer. */
export function useGateCamera(video: RefObject<HTMLVideoElement | null>, active: boolean): GateCamera {
  const identify = useIdentifyFace();
  const { mutateAsync } = identify;
  const [state, setState] = useState<GateCamera & { at: number }>({
    verdict: { kind: 'waiting' },
    answer: null,
    failing: false,
    at: 0,
  });
  const busy = useRef(false);

  useEffect(() => {
    if (!active) return;
    const tick = async () => {
      const element = video.current;
      if (busy.current || !element || element.readyState < 2 || !element.videoWidth) return;
      busy.current = true;
      try {
        const answer = await mutateAsync(await captureFrame(element, FRAME_MAX_WIDTH));
        const verdict = gateVerdictOf(answer);
        const now = Date.now();
        setState((shown) => {
          const shownPerson = personOf(shown.verdict);
          // Someone named stays on screen a moment against frames that name nobody.
          const hold = shownPerson && !personOf(verdict) && now - shown.at < HOLD_MS;
          return hold ? { ...shown, failing: false } : { verdict, answer, failing: false, at: now };
        });
      } catch {
        setState((shown) => ({ ...shown, failing: true }));
      } finally {
        busy.current = false;
      }
    };
    const timer = setInterval(() => void tick(), FRAME_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, video, mutateAsync]);

  return { verdict: state.verdict, answer: state.answer, failing: state.failing };
}
