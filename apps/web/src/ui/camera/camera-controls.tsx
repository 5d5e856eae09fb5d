import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconCameraRotate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CAMERA_MESSAGES, type CameraProblem } from './camera-errors';
import type { CameraState } from './use-camera';

/** 'Trocar câmera' where there is more than one camera; `fallback` in its place otherwise. */
export function SwitchCameraButton({
  camera,
  fallback = null,
}: {
  camera: CameraState;
  fallback?: ReactNode;
}) {
  if (!camera.canSwitch) return fallback;
  return (
    <Button
      variant="default"
      leftSection={<IconCameraRotate size={18} aria-hidden />}
      onClick={() => void camera.switchCamera()}
    >
      Trocar câmera
    </Button>
  );
}

/** Why the camera cannot be used (spec 000 s.8's messages), announced at once. */
export function CameraProblemAlert({ problem, mt }: { problem: CameraProblem | null; mt?: string }) {
  if (!problem) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} mt={mt} role="alert">
      {CAMERA_MESSAGES[problem]}
    </Alert>
  );
}
