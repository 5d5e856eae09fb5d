import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useLiveNotifications, useUnreadNotifications } from './api';
import { NoticePreferencesModal } from './components/NoticePreferencesModal';
import { NotificationPanel } from './components/NotificationPanel';

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const notifications = useUnreadNotifications();
  useLiveNotifications();
  const unread = notifications.data?.total ?? 0;
  // The badge is drawn outside the button: the count goes into its name for screen readers.
  const label = unread === 0 ? 'Notificações' : `Notificações: ${unread} não lida${unread > 1 ? 's' : ''}`;

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="lg" trapFocus>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          disabled={unread === 0}
          size={18}
          offset={6}
          color="red"
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              aria-expanded={opened}
              onClick={() => setOpened((value) => !value)}
            >
              <IconBell size={22} stroke={1.6} />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0}>
          <NotificationPanel
            query={notifications}
            unread={unread}
            onNavigate={() => setOpened(false)}
            onOpenPreferences={() => {
              setOpened(false);
              setChoosing(true);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      <NoticePreferencesModal opened={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
