import { escapeHtml } from '../mail/mail-format';
import type { MailMessage } from '../mail/mail-outbox';

// The sign-up's mails. Anyone may type any address into the form, so they quote nothing typed (not
// even the name): the form cannot carry a stranger's words to a mailbox. The venture's name is the
// club's own, chosen from a list.

const SIGNATURE = 'Reserva Sócio';

function mail(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }) {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n').replace('{link}', link.href)}\n`,
    html: paragraphs
      .map((paragraph) =>
        paragraph === '{link}'
          ? `<p><a href="${escapeHtml(link.href)}">${link.label}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('\n'),
  } satisfies MailMessage;
}

/** To a new address: the link that sets the password and so confirms the sign-up. */
export function confirmSignupMail(to: string, ventureName: string, link: string): MailMessage {
  return mail(
    to,
    'Confirme seu cadastro - Reserva Sócio',
    [
      'Olá!',
      `Recebemos um pedido de cadastro com este e-mail no aplicativo dos sócios de ${ventureName}. Para confirmar o cadastro, crie a sua senha pelo link abaixo (válido por 7 dias):`,
      '{link}',
      'Se você não fez este pedido, ignore este e-mail: nenhum cadastro será ativado sem a sua confirmação.',
      SIGNATURE,
    ],
    { href: link, label: 'Confirmar cadastro' },
  );
}

/**
 * To the account an attempt named (by its e-mail, or by its document with another e-mail): nothing
 * changed, and the way back in is the password recovery.
 */
export function signupAttemptMail(
  to: string,
  ventureName: string,
  by: 'email' | 'document',
  forgotLink: string,
): MailMessage {
  const what = by === 'email' ? 'este e-mail' : 'o documento do seu cadastro (e outro e-mail)';
  return mail(
    to,
    'Tentativa de cadastro - Reserva Sócio',
    [
      'Olá!',
      `Alguém tentou criar uma conta no aplicativo dos sócios de ${ventureName} com ${what}. Você já tem uma conta, e nada foi alterado nela.`,
      'Se foi você, entre com este e-mail e a sua senha. Se não lembrar da senha, recupere-a pelo link abaixo:',
      '{link}',
      'Se não foi você, ignore este e-mail: sua conta continua como estava.',
      SIGNATURE,
    ],
    { href: forgotLink, label: 'Recuperar senha' },
  );
}
