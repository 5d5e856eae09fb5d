import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { CameraView } from '../../../ui/camera/CameraView';
import { CameraProblemAlert, SwitchCameraButton } from '../../../ui/camera/camera-controls';
import type { CameraState } from '../../../ui/camera/use-camera';

export interface CameraScreenProps {
  camera: CameraState;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** What the live image is for, for screen readers. */
  label: string;
  /** The answers beside the image (under it on a phone). */
  children: ReactNode;
}

/** A gate screen: the live image on the left, what it found on the right; stacked on a phone. */
export function CameraScreen({ camera, videoRef, label, children }: CameraScreenProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs">
        <CameraView camera={camera} videoRef={videoRef} label={label} />
        <Group>
          <SwitchCameraButton camera={camera} />
        </Group>
      </Stack>
      <Stack gap="md">
        <CameraProblemAlert problem={camera.problem} />
        {children}
      </Stack>
    </SimpleGrid>
  );
}
