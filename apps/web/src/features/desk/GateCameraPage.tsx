import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useCamera } from '../../ui/camera/use-camera';
import { useDeskCheckin } from './api';
import { CameraScreen } from './components/CameraScreen';
import { GateVerdictPanel } from './components/GateVerdictPanel';
import { useGateCamera } from './use-gate-camera';

/**
 * Câmera (issue 30, point 7): a tablet at the gate sends a frame a second to the identification and
 * says in large type who it is and what to do; the check-in of their booking of now takes one tap, or
 * none where the venture chose the automatic one.
 */
export function GateCameraPage() {
  const camera = useCamera(true);
  const video = useRef<HTMLVideoElement | null>(null);
  const { verdict, answer, failing } = useGateCamera(video, Boolean(camera.stream));
  const checkin = useDeskCheckin();
  const automatic = answer?.autoCheckin ?? false;
  const bookingId = verdict.kind === 'check-in' ? verdict.booking.id : null;
  const checkedInAt = bookingId && checkin.data?.bookingId === bookingId ? checkin.data.createdAt : null;

  // Automatic: once per booking, however many frames see the person before the day reloads.
  const attempted = useRef(new Set<string>());
  const { checkIn } = checkin;
  useEffect(() => {
    if (!automatic || !bookingId || attempted.current.has(bookingId)) return;
    attempted.current.add(bookingId);
    checkIn(bookingId);
  }, [automatic, bookingId, checkIn]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Câmera</Title>
        <Text c="dimmed">
          {automatic
            ? 'Quem a câmera reconhece recebe o check-in da reserva de agora.'
            : 'Aponte a câmera para a entrada: quem ela reconhece aparece aqui.'}
        </Text>
      </div>
      <CameraScreen camera={camera} videoRef={video} label="Imagem da câmera da portaria">
        {failing && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            Reconhecimento indisponível no momento; tentando de novo.
          </Alert>
        )}
        <GateVerdictPanel
          verdict={verdict}
          checkedInAt={checkedInAt}
          onCheckIn={automatic || !bookingId ? null : () => checkIn(bookingId)}
          checkingIn={checkin.isPending}
        />
      </CameraScreen>
    </Stack>
  );
}
