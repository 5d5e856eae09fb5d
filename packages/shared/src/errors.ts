// Every error code the server answers with, its HTTP status and the Portuguese text the client shows.
// This is the single place that maps codes to statuses (server-rules.md, Contract).

export const ERRORS = {
  // 400: input
  'validation-error': { status: 400, text: 'Dados inválidos, verifique os campos e tente novamente.' },
  'invalid-json': { status: 400, text: 'Requisição malformada.' },
  'invalid-token': { status: 400, text: 'Link inválido ou expirado.' },
  // 401: no or bad token
  unauthorized: { status: 401, text: 'Por favor, faça login novamente.' },
  // 403
  'insufficient-privilege': { status: 403, text: 'Não autorizado' },
  // Sócio: only a member whose category in the venture admits guests invites one.
  'guest-invitation-not-allowed': {
    status: 403,
    text: 'Seu cadastro não permite convidar pessoas. Fale com a secretaria do clube.',
  },
  // 404
  'route-not-found': { status: 404, text: 'Recurso não encontrado.' },
  'activity-not-found': { status: 404, text: 'Atividade não encontrada.' },
  'venture-not-found': { status: 404, text: 'Empreendimento não encontrado.' },
  'user-not-found': { status: 404, text: 'Usuário não encontrado.' },
  'user-venture-onboard-not-found': {
    status: 404,
    text: 'O usuário não possui onboard neste empreendimento.',
  },
  'notification-not-found': { status: 404, text: 'Notificação não encontrada.' },
  'spot-not-found': { status: 404, text: 'Local não encontrado.' },
  'modality-not-found': { status: 404, text: 'Modalidade não encontrada.' },
  'activity-item-not-found': { status: 404, text: 'Opcional não encontrado.' },
  'schedule-not-found': { status: 404, text: 'Evento não encontrado.' },
  'schedule-item-not-found': { status: 404, text: 'Opcional do evento não encontrado.' },
  'booking-not-found': { status: 404, text: 'Reserva não encontrada.' },
  'booking-queue-not-found': { status: 404, text: 'Reserva na fila não encontrada.' },
  'checkin-not-found': { status: 404, text: 'Check-in não encontrado.' },
  'feature-group-not-found': { status: 404, text: 'Grupo de permissões não encontrado.' },
  'feature-not-found': { status: 404, text: 'Permissão não encontrada.' },
  'user-category-not-found': { status: 404, text: 'Categoria de usuário não encontrada.' },
  'experience-level-not-found': { status: 404, text: 'Nível de experiência não encontrado.' },
  'onboard-not-found': { status: 404, text: 'Onboard não encontrado.' },
  'file-not-found': { status: 404, text: 'Arquivo não encontrado.' },
  'zip-code-not-found': { status: 404, text: 'CEP não encontrado' },
  // 409: conflicts
  'activity-schedule-conflict': {
    status: 409,
    text: 'Já existe um evento nesse horário para a mesma modalidade e nível.',
  },
  'activity-schedule-item-quantity-unavailable': {
    status: 409,
    text: 'Não há mais vagas para este opcional.',
  },
  'schedule-already-booked': { status: 409, text: 'O usuário já possui reserva neste evento.' },
  'spot-already-booked': {
    status: 409,
    text: 'Já existem reservas pendentes para esse membro nesse local, deseja criar nova reserva?',
  },
  'user-already-queued': { status: 409, text: 'O usuário já está na fila deste evento.' },
  'overlapping-time-range': { status: 409, text: 'O horário escolhido sobrepõe outra reserva.' },
  'booking-time-range-invalid': { status: 422, text: 'Horário da reserva fora do horário do evento.' },
  'cnpj-already-in-use': { status: 409, text: 'CNPJ já cadastrado.' },
  'email-already-in-use': { status: 409, text: 'E-mail já cadastrado.' },
  'cpf-already-in-use': { status: 409, text: 'CPF já cadastrado.' },
  'foreigner-document-already-in-use': { status: 409, text: 'Documento já cadastrado.' },
  'venture-ref-already-in-use': { status: 409, text: 'Referência do empreendimento já cadastrada.' },
  'experience-level-already-registered': {
    status: 409,
    text: 'Já existe um nível de experiência com este nível neste empreendimento.',
  },
  'feature-key-already-registered': { status: 409, text: 'Chave de permissão já cadastrada.' },
  'feature-name-already-registered': { status: 409, text: 'Nome de permissão já cadastrado.' },
  'feature-group-key-already-registered': { status: 409, text: 'Chave do grupo já cadastrada.' },
  'has-bookings-pending': { status: 409, text: 'Existem reservas pendentes, confirmar ação?' },
  'spot-has-activities': {
    status: 409,
    text: 'O local possui atividades cadastradas, não é possível trocar o empreendimento.',
  },
  'user-account-already-confirmed': { status: 409, text: 'Convite já utilizado' },
  // One spreadsheet export at a time per user, in every server process (docs/decisions.md, Reports).
  'export-already-running': {
    status: 409,
    text: 'Já existe uma exportação em andamento. Aguarde o fim dela.',
  },
  // A public booking's mailed link that already made its booking (docs/decisions.md, Public booking form).
  'booking-request-already-confirmed': {
    status: 409,
    text: 'Esta reserva já foi confirmada. O link de confirmação só pode ser usado uma vez.',
  },
  // 422: business rules
  'invalid-credentials': { status: 422, text: 'E-mail ou senha incorretos.' },
  // A person's password change in Sócio (docs/decisions.md, The members' app).
  'wrong-current-password': { status: 422, text: 'Senha atual incorreta.' },
  'host-blocked': { status: 422, text: 'O responsável pelo usuário está bloqueado.' },
  'titular-blocked': { status: 422, text: 'O titular do usuário está bloqueado.' },
  'user-blocked': { status: 422, text: 'Usuário bloqueado.' },
  'user-experience-not-allowed': {
    status: 422,
    text: 'O nível de experiência do usuário não permite reservar este evento.',
  },
  'user-max-day-bookings': { status: 422, text: 'Esgotado limite diário de reservas do usuário' },
  'user-guest-max-day-bookings': {
    status: 422,
    text: 'Esgotado limite diário de reservas para convidados do usuário',
  },
  'booking-no-vacancies-available': { status: 422, text: 'Não há vagas disponíveis' },
  'guest-booking-no-vacancies-available': { status: 422, text: 'Não há vagas disponíveis para convidados' },
  'lodger-booking-no-vacancies-available': { status: 422, text: 'Não há vagas disponíveis para hóspedes' },
  'past-start-time': { status: 422, text: 'O horário de início do evento já passou.' },
  'schedule-finished': { status: 422, text: 'O evento não acontece nesta data.' },
  'user-not-seller': { status: 422, text: 'A loja só pode ser ativada para vendedores.' },
  'user-category-has-users-assigned': {
    status: 422,
    text: 'Existem usuários vinculados a esta categoria.',
  },
  'venture-in-use': {
    status: 422,
    text: 'Não é possível excluir o empreendimento em uso. Troque de empreendimento e tente novamente.',
  },
  'feature-group-has-users-assigned': {
    status: 422,
    text: 'Existem usuários vinculados a este grupo (inclusive excluídos).',
  },
  'feature-group-is-built-in': {
    status: 422,
    text: 'Grupo padrão do sistema: não pode ser excluído nem ter a chave alterada.',
  },
  'feature-is-built-in': {
    status: 422,
    text: 'Permissão usada pelo sistema: não pode ser excluída nem ter a chave alterada.',
  },
  'invalid-amount': { status: 422, text: 'Valor inválido, verifique o saldo.' },
  'user-address-missing': { status: 422, text: 'Endereço do usuário não cadastrado.' },
  'user-birth-date-missing': { status: 422, text: 'Data de nascimento do usuário não cadastrada.' },
  'user-cpf-missing': { status: 422, text: 'CPF do usuário não cadastrado.' },
  'user-phone-missing': { status: 422, text: 'Telefone do usuário não cadastrado.' },
  'booking-payment-register-failed': { status: 422, text: 'Falha ao registrar o pagamento da reserva.' },
  'booking-not-cancelable': { status: 422, text: 'A reserva não pode ser cancelada.' },
  'cancellation-reason-required': {
    status: 422,
    text: 'Motivo requerido, ultrapassou tempo mínimo para cancelamento antes do início do evento',
  },
  'booking-expired': { status: 422, text: 'A reserva expirou ou foi cancelada.' },
  // The desk's pass scan (docs/decisions.md, The concierge's desk): a code this server did not sign; a
  // booking cancelled, or of another day.
  'pass-invalid': { status: 422, text: 'Código inválido' },
  'booking-cancelled': { status: 422, text: 'Reserva cancelada' },
  'booking-not-today': { status: 422, text: 'A reserva não é para hoje' },
  'payment-not-payable': { status: 422, text: 'O pagamento desta reserva não pode ser marcado como pago.' },
  // A public booking's link that expired (24 hours, or the booking's start) before it was confirmed.
  'booking-request-expired': {
    status: 422,
    text: 'O link de confirmação expirou. Faça um novo pedido de reserva pelo link do evento.',
  },
  // A confirmed public booking whose CPF is another account's, or whose e-mail is an account that
  // cannot book (staff): nobody is booked (docs/decisions.md, Public booking form).
  'user-identity-mismatch': {
    status: 422,
    text: 'Não foi possível identificar o cadastro com os dados informados. Procure a recepção.',
  },
  // Sócio: an invited guest's e-mail or document is someone else's; the same answer whoever it is, so
  // an invitation neither tells who exists nor takes an account over (docs/decisions.md).
  'guest-invitation-refused': {
    status: 422,
    text: 'Não foi possível convidar com estes dados. Confira o e-mail e o documento ou fale com a secretaria do clube.',
  },
  // Sócio: a person states their birth date while none is recorded; changing it is the club's.
  'birth-date-recorded': {
    status: 422,
    text: 'A data de nascimento já está no seu cadastro. Para corrigi-la, fale com a secretaria do clube.',
  },
  'wallet-not-found': { status: 422, text: 'Carteira faltando' },
  'wallet-without-credits': { status: 422, text: 'Carteira sem crédito' },
  'unsupported-file': { status: 415, text: 'Arquivo não suportado' },
  'unsupported-media-type': { status: 415, text: 'Formato da requisição não suportado.' },
  'payload-too-large': { status: 413, text: 'Arquivo ou requisição grande demais.' },
  // 429
  'too-many-requests': { status: 429, text: 'Muitas tentativas, aguarde um minuto e tente novamente.' },
  // 503: a service the server depends on did not answer
  'zip-code-lookup-unavailable': { status: 503, text: 'Serviço de CEP indisponível' },
  'face-recognition-unavailable': {
    status: 503,
    text: 'O reconhecimento facial está ocupado ou indisponível, tente novamente.',
  },
  // 500: never for input, only for a fault of the server
  'internal-error': { status: 500, text: 'Ocorreu um erro inesperado, tente novamente.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The body of every error answer (server-rules.md, Contract). */
export interface ErrorBody {
  statusCode: number;
  message: ErrorCode;
  metaData?: Record<string, unknown>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The Portuguese text for a server message, or the fallback the screen gives. */
export function errorText(code: unknown, fallback: string): string {
  return isErrorCode(code) ? ERRORS[code].text : fallback;
}
