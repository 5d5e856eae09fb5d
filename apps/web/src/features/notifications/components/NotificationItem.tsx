import { Box, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { formatDateTime } from '../../../ui/format';
import classes from './NotificationItem.module.css';

interface NotificationItemProps {
  notification: Notification;
  onOpen: () => void;
  onMarkViewed: () => void;
}

export function NotificationItem({ notification, onOpen, onMarkViewed }: NotificationItemProps) {
  const { title, description, isUnread, createdAt } = notification;
  return (
    <Box component="li" className={classes.item} data-unread={isUnread || undefined}>
      <UnstyledButton className={classes.open} onClick={onOpen}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.marker} aria-hidden />
          <div>
            {isUnread && <VisuallyHidden>Não lida: </VisuallyHidden>}
            <Text size="sm" fw={isUnread ? 650 : 400}>
              {title}
            </Text>
            {description && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                {description}
              </Text>
            )}
          </div>
        </Group>
      </UnstyledButton>
      <Group justify="space-between" gap="xs" mt={4} pl={20}>
        <Text size="xs" c="dimmed">
          {formatDateTime(createdAt)}
        </Text>
        {isUnread && (
          <Button variant="subtle" size="compact-xs" onClick={onMarkViewed}>
            Marcar como lida
          </Button>
        )}
      </Group>
    </Box>
  );
}
