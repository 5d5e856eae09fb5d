import { IconBuilding } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchVenture } from '../../features/auth/api';
import { VenturePicker } from '../../features/auth/components/VenturePicker';
import { useRequiredSession } from '../session/use-session';

/** After a switch the user stays in the same area: /members/details goes to /members (spec 000, s.2). */
function areaOf(pathname: string): string {
  const segment = pathname.split('/')[1];
  return segment ? `/${segment}` : '/dashboard';
}

/**
 * The header's venture switch: a venture picker (a MASTER may reach thousands of ventures, so the
 * server searches them by name and answers a page at a time) whose choice switches the session.
 */
export function VentureSelect({ onSwitched }: { onSwitched?: () => void }) {
  const { venture } = useRequiredSession();
  // A switch in another tab starts the box afresh, with the new venture's name.
  return <VentureSwitch key={venture.id} onSwitched={onSwitched} />;
}

function VentureSwitch({ onSwitched }: { onSwitched?: (() => void) | undefined }) {
  const { venture } = useRequiredSession();
  const switchVenture = useSwitchVenture();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <VenturePicker
      aria-label="Empreendimento atual"
      known={[venture]}
      value={venture.id}
      allowDeselect={false}
      disabled={switchVenture.isPending}
      leftSection={<IconBuilding size={17} stroke={1.6} />}
      comboboxProps={{ shadow: 'md' }}
      onChange={(ventureId) => {
        if (!ventureId || ventureId === venture.id) return;
        switchVenture.mutate(ventureId, {
          onSuccess: () => {
            navigate(areaOf(pathname));
            onSwitched?.();
          },
        });
      }}
    />
  );
}
