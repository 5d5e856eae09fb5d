import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import { type FormEvent, useRef, useState } from 'react';
import { useCamera } from '../../ui/camera/use-camera';
import { formatTime } from '../../ui/format';
import { usePassCheckin } from './api';
import { CameraScreen } from './components/CameraScreen';
import { GateAnswerCard, type GateAnswerCardProps } from './components/GateAnswerCard';
import { whatAndWhen } from './desk-format';
import { usePassScanner } from './use-pass-scanner';

/** What the last pass read did: its check-in, a repeat, or the server's refusal. */
function answerOf(passCheckin: ReturnType<typeof usePassCheckin>): GateAnswerCardProps {
  if (passCheckin.isPending) return { title: 'Lendo o passe…', color: 'blue' };
  if (passCheckin.isError) {
    return {
      title: 'Passe recusado',
      color: 'red',
      details: [errorText(passCheckin.error.message, 'Não foi possível fazer o check-in; tente de novo.')],
    };
  }
  const answer = passCheckin.data;
  if (!answer) return { title: 'Mostre o QR do passe à câmera', color: 'blue' };
  const { person, booking, checkin } = answer;
  return {
    title: answer.alreadyCheckedIn ? 'Check-in já feito' : 'Check-in feito',
    color: 'teal',
    person: {
      name: person.name,
      avatarUrl: person.avatarUrl,
      description: person.hostName ? `${person.groupName} · Titular: ${person.hostName}` : person.groupName,
    },
    details: [
      whatAndWhen(booking.activity.name, booking.spot.name, booking.startTime, booking.endTime),
      `Às ${formatTime(checkin.createdAt)}`,
    ],
  };
}

/**
 * Ler QR (issue 30, point 8): the camera reads a booking's pass and checks the booking in; a code can
 * be typed too (a camera that cannot focus, a pass read aloud).
 */
export function PassScanPage() {
  const camera = useCamera(true, 'environment');
  const video = useRef<HTMLVideoElement | null>(null);
  const passCheckin = usePassCheckin();
  const [typed, setTyped] = useState('');
  const { mutate } = passCheckin;
  usePassScanner(video, Boolean(camera.stream), mutate);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) mutate(typed.trim(), { onSuccess: () => setTyped('') });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Ler QR</Title>
        <Text c="dimmed">O check-in é feito assim que o passe é lido.</Text>
      </div>
      <CameraScreen camera={camera} videoRef={video} label="Imagem da câmera para ler o passe">
        <GateAnswerCard {...answerOf(passCheckin)} />
        <form onSubmit={submitTyped}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Código do passe"
              description="Se a câmera não ler o QR"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
              autoComplete="off"
            />
            <Button type="submit" variant="default" disabled={!typed.trim() || passCheckin.isPending}>
              Fazer check-in
            </Button>
          </Group>
        </form>
      </CameraScreen>
    </Stack>
  );
}
