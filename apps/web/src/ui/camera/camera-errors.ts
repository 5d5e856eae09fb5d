// The camera errors of spec 000, section 8, in Portuguese.

export type CameraProblem = 'unavailable' | 'denied' | 'switch-failed' | 'canvas-unsupported';

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  unavailable: 'Nenhuma câmera acessível',
  denied: 'Permissão para usar a câmera negada',
  'switch-failed': 'Não foi possível trocar de câmera',
  'canvas-unsupported': 'Seu navegador não permite capturar a foto',
};

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(CAMERA_MESSAGES[problem]);
    this.name = 'CameraError';
  }
}

/** Why getUserMedia failed: the user (or a policy) refused, or there is no camera to be had. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = error instanceof Error ? error.name : undefined;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}
