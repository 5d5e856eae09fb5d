import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { tokenLink } from '../mail/mail-format';
import { enqueueMail } from '../mail/mail-outbox';

/** Who invited a guest from the members' app, named in their mail (staff's invitations name nobody). */
export interface InvitingHost {
  name: string;
  ventureName: string;
}

/**
 * Invites a new account to choose its password: a SIGNUP_CONFIRM token (7 days; a new one voids the
 * earlier ones) and a mail with the link to /signup/confirm, which PUT /sessions/signup-confirm
 * consumes. A guest a member invited (`host`) is told who invited them and to which club. Call inside
 * the writing transaction, then `void ctx.mail.kick()` after it commits.
 */
export async function sendSignupInvitation(
  tx: Executor,
  ctx: AppContext,
  user: { id: string; name: string; email: string },
  host?: InvitingHost,
): Promise<void> {
  const token = await issueOneTimeToken(tx, user.id, 'SIGNUP_CONFIRM');
  const link = tokenLink(ctx.config.publicUrl, '/signup/confirm', token);
  await enqueueMail(tx, {
    to: user.email,
    subject: host ? `${host.name} convidou você para o ${host.ventureName}` : 'Convite para o Reserva',
    // Plain text only: no markup to escape, and every mail reader shows the link.
    text: [
      `Olá, ${user.name}!`,
      '',
      host
        ? `${host.name} convidou você para o ${host.ventureName} no Reserva. Para concluir o seu cadastro, defina a sua senha pelo link abaixo (válido por 7 dias):`
        : 'Você foi cadastrado(a) no Reserva. Para concluir o seu cadastro, defina a sua senha pelo link abaixo (válido por 7 dias):',
      '',
      link,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
      '',
    ].join('\n'),
  });
}
