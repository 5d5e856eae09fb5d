import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchableVentures, useSwitchVenture } from '../../features/auth/api';
import { useRequiredSession } from '../session/use-session';

/** After a switch the user stays in the same area: /members/details goes to /members (spec 000, s.2). */
function areaOf(pathname: string): string {
  const segment = pathname.split('/')[1];
  return segment ? `/${segment}` : '/dashboard';
}

export function VentureSelect({ onSwitched }: { onSwitched?: () => void }) {
  const { venture } = useRequiredSession();
  const ventures = useSwitchableVentures();
  const switchVenture = useSwitchVenture();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = (ventures.data ?? [venture]).map(({ id, name }) => ({ value: id, label: name }));

  return (
    <Select
      aria-label="Empreendimento atual"
      data={options}
      value={venture.id}
      allowDeselect={false}
      searchable={options.length > 8}
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
