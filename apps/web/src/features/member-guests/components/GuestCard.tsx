import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { MemberGuest } from '@reserva/shared/members/member-guests.schemas';
import { IconCalendarEvent, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface GuestCardProps {
  guest: MemberGuest;
  /** Asks to remove the guest (the page confirms). */
  onRemove: () => void;
}

/**
 * A guest: whether they set their password, blocks, booking for them (the Agenda's 'Para quem') and
 * removing them.
 */
export function GuestCard({ guest, onRemove }: GuestCardProps) {
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600}>{guest.name}</Text>
            <Text size="sm" c="dimmed" truncate="end">
              {guest.email}
            </Text>
          </Stack>
          {guest.isBlocked ? (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              Bloqueado
            </Badge>
          ) : guest.hasSetPassword ? (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              Cadastro ativo
            </Badge>
          ) : (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Convite enviado
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {!guest.isBlocked && (
            <Button
              component={Link}
              to="/"
              variant="light"
              size="xs"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              aria-label={`Reservar na Agenda para ${guest.name}`}
            >
              Reservar na Agenda
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Remover ${guest.name}`}
            onClick={onRemove}
          >
            Remover
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
