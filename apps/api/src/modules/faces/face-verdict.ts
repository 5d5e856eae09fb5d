import type { FaceCheckConfig } from '../../plugins/config';
import type { DetectedFace } from './face-detection.worker';

/**
 * VALID for exactly one clear face: wide enough (a far-away face makes a poor access photo) and
 * turned no more than the configured yaw. None, several, small or turned away: INVALID. The
 * thresholds sorted the sample photos correctly; they come from few images, so they are settings.
 */
export function faceVerdict(
  faces: readonly DetectedFace[],
  limits: Pick<FaceCheckConfig, 'minWidthRatio' | 'maxYawDegrees'>,
): 'VALID' | 'INVALID' {
  const [face] = faces;
  if (faces.length !== 1 || !face) return 'INVALID';
  const turned = face.yawDegrees === null || Math.abs(face.yawDegrees) > limits.maxYawDegrees;
  return face.widthRatio >= limits.minWidthRatio && !turned ? 'VALID' : 'INVALID';
}
