import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCameraRotate } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import classes from './CameraDialog.module.css';
import { CAMERA_MESSAGES, type CameraProblem, cameraProblemOf } from './camera-errors';
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
      <div className={classes.frame}>
        <video
          ref={(element) => {
            video.current = element;
            if (element && element.srcObject !== camera.stream) element.srcObject = camera.stream;
          }}
          className={`${classes.video} ${camera.mirrored ? classes.mirrored : ''}`}
          autoPlay
          playsInline
          muted
          aria-label="Imagem da câmera"
        />
        <div className={classes.oval} aria-hidden />
        <Text className={classes.guide} fw={500}>
          Centralize seu rosto na área oval
        </Text>
      </div>
      {problem && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} mt="sm" role="alert">
          {CAMERA_MESSAGES[problem]}
        </Alert>
      )}
      <Group justify="space-between" mt="md">
        {camera.canSwitch ? (
          <Button
            variant="default"
            leftSection={<IconCameraRotate size={18} aria-hidden />}
            onClick={() => void camera.switchCamera()}
          >
            Trocar câmera
          </Button>
        ) : (
          <span />
        )}
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
