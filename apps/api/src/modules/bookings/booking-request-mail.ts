import { saoPauloWallClock } from '@reserva/shared/common/dates';
import { escapeHtml } from '../mail/mail-format';
import type { MailMessage } from '../mail/mail-outbox';
import { brDate } from './create-booking.service';

// The mail of a booking asked for through an event's public link: the same for every address, known
// or not, since only the mailbox's owner may confirm. It quotes nothing the visitor typed (name,
// description): the form would otherwise let anyone send their own words to any address in the club's
// name. Portuguese, like the other mails.

export interface BookingRequestMail {
  activityName: string;
  bookedDate: string;
  /** `HH:mm:ss`. */
  startTime: string;
  endTime: string;
  expiresAt: Date;
  link: string;
}

export function bookingRequestMail(to: string, request: BookingRequestMail): MailMessage {
  const hhmm = (time: string) => time.slice(0, 5);
  const until = saoPauloWallClock(request.expiresAt).toISOString();
  const what = `${request.activityName}, no dia ${brDate(request.bookedDate)}, das ${hhmm(request.startTime)} às ${hhmm(request.endTime)}`;
  const greeting = 'Olá!';
  const asked = `Recebemos um pedido de reserva com este e-mail: ${what}.`;
  const held = 'A vaga só fica garantida depois que você confirmar a reserva.';
  const action = `Para confirmar, acesse o link abaixo (válido até ${brDate(until.slice(0, 10))} às ${until.slice(11, 16)}, horário de Brasília):`;
  const ignore =
    'Se você não fez este pedido, ignore este e-mail: nenhuma reserva será feita e nenhum cadastro será alterado.';
  return {
    to,
    subject: `Confirme sua reserva: ${request.activityName}`,
    text: `${greeting}\n\n${asked}\n${held}\n\n${action}\n\n${request.link}\n\n${ignore}\n`,
    html: [
      `<p>${greeting}</p>`,
      `<p>${escapeHtml(asked)}<br>${held}</p>`,
      `<p>${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(request.link)}">Confirmar reserva</a></p>`,
      `<p>${ignore}</p>`,
    ].join('\n'),
  };
}
