import { IconCalendarEvent, IconTicket, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { useRequiredSession } from '../app/session/use-session';
import { FaceLayout } from '../app/shell/FaceLayout';
import { MemberReminderToasts } from '../features/member-notices/components/MemberReminderToasts';
import { useMe } from '../features/members/api';
import { MemberLiveUpdates } from '../features/members/components/MemberLiveUpdates';

const SCREENS = [
  { to: '/', label: 'Agenda', Icon: IconCalendarEvent },
  { to: '/reservas', label: 'Minhas reservas', Icon: IconTicket },
  { to: '/convidados', label: 'Convidados', Icon: IconUsers },
  { to: '/perfil', label: 'Perfil', Icon: IconUserCircle },
];
/** 'Convidados' is only for those who may invite (GET /me says; the server refuses the others anyway). */
const HOST_ONLY = '/convidados';

/** Sócio's shell, phone first: the club and the person above its screens. */
export function SocioLayout() {
  const { venture, user } = useRequiredSession();
  const canInviteGuests = useMe().data?.canInviteGuests ?? false;
  const screens = SCREENS.filter((screen) => canInviteGuests || screen.to !== HOST_ONLY);
  return (
    <FaceLayout
      title={`${venture.name} · ${user.name}`}
      screens={screens}
      stackedScreens={screens.length > 3}
      navLabel="Telas do aplicativo"
      size="sm"
    >
      <MemberLiveUpdates />
      <MemberReminderToasts />
    </FaceLayout>
  );
}
