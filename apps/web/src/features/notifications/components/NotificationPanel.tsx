import { ActionIcon, Badge, Center, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { IconBellOff, IconSettings } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useMarkNotificationViewed } from '../api';
import type { NotificationPage } from '../notification-cache';
import { NotificationItem } from './NotificationItem';

interface NotificationPanelProps {
  query: UseQueryResult<NotificationPage>;
  unread: number;
  onNavigate: () => void;
  /** Opens 'Avisos', where the user chooses what reaches the bell. */
  onOpenPreferences: () => void;
}

export function NotificationPanel({ query, unread, onNavigate, onOpenPreferences }: NotificationPanelProps) {
  const navigate = useNavigate();
  const markViewed = useMarkNotificationViewed();

  // Clicking an item marks it viewed and opens its booking or queue entry (spec 000, section 2).
  const open = (notification: Notification) => {
    if (notification.isUnread) markViewed.mutate(notification.id);
    if (notification.bookingId) {
      navigate('/bookings/details', { state: { bookingId: notification.bookingId } });
    } else if (notification.bookingQueueId) {
      navigate('/booking-queues/details', { state: { bookingQueueId: notification.bookingQueueId } });
    } else return;
    onNavigate();
  };

  return (
    <section aria-label="Notificações">
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={650}>Notificações</Text>
        <Group gap="xs" wrap="nowrap">
          {unread > 0 && (
            <Badge variant="light" radius="sm" tt="none">
              {unread === 1 ? '1 não lida' : `${unread} não lidas`}
            </Badge>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Preferências de avisos"
            title="Preferências de avisos"
            onClick={onOpenPreferences}
          >
            <IconSettings size={18} stroke={1.6} />
          </ActionIcon>
        </Group>
      </Group>
      <Divider />
      <PanelBody query={query} onOpen={open} onMarkViewed={(id) => markViewed.mutate(id)} />
    </section>
  );
}

interface PanelBodyProps {
  query: UseQueryResult<NotificationPage>;
  onOpen: (notification: Notification) => void;
  onMarkViewed: (id: string) => void;
}

function PanelBody({ query, onOpen, onMarkViewed }: PanelBodyProps) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Carregando notificações">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) return <LoadFailure py="xl" onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl">
        <IconBellOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed" size="sm">
          Nenhuma notificação
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {query.data.items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => onOpen(notification)}
            onMarkViewed={() => onMarkViewed(notification.id)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
