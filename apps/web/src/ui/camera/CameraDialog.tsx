import { Button, Group, Modal, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { CameraView } from './CameraView';
import classes from './camera.module.css';
import { CameraProblemAlert, SwitchCameraButton } from './camera-controls';
import { type CameraProblem, cameraProblemOf } from './camera-errors';
import { captureFrame } from './capture-frame';
import { useCamera } from './use-camera';

export interface CameraDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The captured photo; the dialog closes after it. */
  onCapture: (file: File) => void;
}

/** Takes a photo with the webcam (spec 000 s.2, Photo capture): an oval guide for the face, capture, switch. */
export function CameraDialog({ opened, onClose, onCapture }: CameraDialogProps) {
  const camera = useCamera(opened);
  const video = useRef<HTMLVideoElement | null>(null);
  const [captureProblem, setCaptureProblem] = useState<CameraProblem | null>(null);
  const problem = captureProblem ?? camera.problem;

  const close = () => {
    setCaptureProblem(null);
    onClose();
  };
  const capture = async () => {
    if (!video.current) return;
    try {
      onCapture(await captureFrame(video.current));
      close();
    } catch (error) {
      setCaptureProblem(cameraProblemOf(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Tirar foto" centered size="lg">
      <CameraView camera={camera} videoRef={video} label="Imagem da câmera">
        <div className={classes.oval} aria-hidden />
        <Text className={classes.guide} fw={500}>
          Centralize seu rosto na área oval
        </Text>
      </CameraView>
      <CameraProblemAlert problem={problem} mt="sm" />
      <Group justify="space-between" mt="md">
        <SwitchCameraButton camera={camera} fallback={<span />} />
        <Group gap="sm">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={() => void capture()}
            disabled={!camera.stream}
          >
            Capturar
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
