import { Paper, Stack, Text, Title } from '@mantine/core';
import { QrCode } from '../../../ui/QrCode';
import { useBookingPass } from '../api';

/** The booking's pass for the gate: its QR code, which the concierge's app scans to check it in. */
export function BookingPassCard({ bookingId }: { bookingId: string }) {
  const pass = useBookingPass(bookingId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs" align="center">
        <Title order={2} size="h5">
          Passe da portaria
        </Title>
        {pass.data ? (
          <QrCode value={pass.data.code} label="QR code do passe da reserva" size={180} />
        ) : (
          <Text size="sm" c="dimmed">
            {pass.isError ? 'Não foi possível carregar o passe.' : 'Carregando o passe…'}
          </Text>
        )}
        <Text size="sm" c="dimmed" ta="center">
          Apresentado na portaria, faz o check-in desta reserva.
        </Text>
      </Stack>
    </Paper>
  );
}
