import { escapeHtml } from '../mail/mail-format';
import type { MailMessage } from '../mail/mail-outbox';

// The recovery mail, in Portuguese like the rest of the product. The link is the only way in, so
// the text says how long it lasts and what to do when the request was not the reader's.

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const greeting = `Olá, ${name}!`;
  const request = 'Recebemos um pedido para redefinir a senha da sua conta no Reserva.';
  const action = 'Para criar uma nova senha, acesse o link abaixo (válido por 24 horas):';
  const ignore = 'Se você não fez este pedido, ignore este e-mail: sua senha atual continua valendo.';
  return {
    to,
    subject: 'Recuperação de senha - Reserva',
    text: `${greeting}\n\n${request}\n${action}\n\n${link}\n\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${request}<br>${action}</p>`,
      `<p><a href="${escapeHtml(link)}">Criar nova senha</a></p>`,
      `<p>${ignore}</p>`,
    ].join('\n'),
  };
}
