import { DEFAULT_PERSON_PASSWORD } from '@reserva/shared/people/people.rules';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { hashPassword } from '../auth/passwords';
import { enqueueMail } from '../mail/mail-outbox';
import * as users from '../users/users.repository';
import { findManageableOther } from '../users/users.service';
import * as repository from './people.repository';

/**
 * POST /users/{id}/default-password (server-rules.md, People): the fixed default password the screen
 * announces, to be changed at the next sign-in in the app; the person's sessions end and a mail tells it.
 */
export async function resetToDefaultPassword(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<void> {
  await findManageableOther(ctx.db, principal, id, 'password');
  const person = await users.findDetails(ctx.db, id, undefined);
  if (!person) return;
  const passwordHash = await hashPassword(DEFAULT_PERSON_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    await repository.setDefaultPassword(tx, id, passwordHash);
    await enqueueMail(tx, {
      to: person.email,
      subject: 'Sua senha do Reserva foi redefinida',
      text: [
        `Olá, ${person.name}!`,
        '',
        `A sua senha foi redefinida para a senha padrão: ${DEFAULT_PERSON_PASSWORD}`,
        '',
        'Entre no aplicativo com ela; você será convidado(a) a escolher uma nova senha.',
        '',
        'Se você não pediu esta alteração, fale com a recepção do clube.',
        '',
      ].join('\n'),
    });
  });
  void ctx.mail.kick();
}
