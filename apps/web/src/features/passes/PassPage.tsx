import { IconLinkOff, IconTicket } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { QrCode } from '../../ui/QrCode';

// The pass's shape (apps/api, bookings/booking-pass.ts): only its signature proves it, at the desk.
const PASS = /^R1\.[\w-]{22}\.[\w-]{22}$/;

/**
 * /passe?token=: a booking's pass as its confirmation mail links it, for the person to show at the
 * gate. The code is the whole pass: the page asks the server nothing and shows nothing else.
 */
export function PassPage() {
  const [params] = useSearchParams();
  const code = params.get('token') ?? '';
  if (!PASS.test(code)) {
    return (
      <PublicCard
        icon={<IconLinkOff size={30} />}
        iconColor="orange"
        title="Link inválido"
        description="Abra o link do passe recebido no e-mail de confirmação da reserva."
      />
    );
  }
  return (
    <PublicCard
      icon={<IconTicket size={30} />}
      title="Seu passe"
      description="Apresente este código na portaria para fazer o check-in da sua reserva."
    >
      <QrCode value={code} label="QR code do passe da reserva" size={240} />
    </PublicCard>
  );
}
