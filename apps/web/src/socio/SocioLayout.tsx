import { IconCalendarEvent, IconTicket, IconUserCircle } from '@tabler/icons-react';
import { useRequiredSession } from '../app/session/use-session';
import { FaceLayout } from '../app/shell/FaceLayout';
import { MemberReminderToasts } from '../features/member-notices/components/MemberReminderToasts';
import { MemberLiveUpdates } from '../features/members/components/MemberLiveUpdates';

const SCREENS = [
  { to: '/', label: 'Agenda', Icon: IconCalendarEvent },
  { to: '/reservas', label: 'Minhas reservas', Icon: IconTicket },
  { to: '/perfil', label: 'Perfil', Icon: IconUserCircle },
];

/** Sócio's shell, phone first: the club and the person above its screens. */
export function SocioLayout() {
  const { venture, user } = useRequiredSession();
  return (
    <FaceLayout
      title={`${venture.name} · ${user.name}`}
      screens={SCREENS}
      navLabel="Telas do aplicativo"
      size="sm"
    >
      <MemberLiveUpdates />
      <MemberReminderToasts />
    </FaceLayout>
  );
}
