import { IconCalendarEvent, IconFaceId, IconQrcode } from '@tabler/icons-react';
import { useRequiredSession } from '../app/session/use-session';
import { FaceLayout } from '../app/shell/FaceLayout';

const SCREENS = [
  { to: '/', label: 'Hoje', Icon: IconCalendarEvent },
  { to: '/camera', label: 'Câmera', Icon: IconFaceId },
  { to: '/qr', label: 'Ler QR', Icon: IconQrcode },
];

/** Portaria's shell: the venture above its three screens, phone and tablet. */
export function PortariaLayout() {
  const { venture } = useRequiredSession();
  return (
    <FaceLayout
      title={`Portaria · ${venture.name}`}
      screens={SCREENS}
      navLabel="Telas da portaria"
      size="lg"
    />
  );
}
