import { AUDIT_SUBJECT_LABELS, type AuditSubject } from '@reserva/shared/audit/audit.schemas';

// Readable names for what the log names by the database's tables and columns (migration 0009's
// audited tables): a row of the log says which record's history it is part of and which table it wrote.

/** The tables the log writes for, by the part of the record each holds. */
export const RECORD_TYPE_LABELS: Record<string, string> = {
  users: 'Cadastro',
  addresses: 'Endereço',
  user_ventures: 'Empreendimentos da pessoa',
  user_category_links: 'Categorias da pessoa',
  onboards: 'Onboard',
  no_show_penalties: 'Penalidade de no show',
  wallets: 'Carteira',
  ventures: 'Empreendimento',
  spots: 'Local',
  modalities: 'Modalidade',
  activities: 'Atividade',
  activity_items: 'Opcional da atividade',
  activity_schedules: 'Agenda',
  schedule_blocks: 'Bloqueio da agenda',
  schedule_items: 'Opcional do evento',
  bookings: 'Reserva',
  booking_items: 'Opcionais',
  booking_schedule_items: 'Opcionais do evento',
  booking_modalities: 'Modalidades',
  checkins: 'Check-in',
  payments: 'Pagamento',
  payment_items: 'Itens do pagamento',
  cancellation_histories: 'Cancelamento',
  booking_queues: 'Fila de espera',
  booking_queue_items: 'Opcionais',
  booking_queue_schedule_items: 'Opcionais do evento',
  booking_queue_modalities: 'Modalidades',
  user_categories: 'Categoria',
  experience_levels: 'Nível de experiência',
  feature_groups: 'Grupo de permissões',
  feature_group_features: 'Permissões do grupo',
  features: 'Permissão',
};

/** Each subject's own table: a row written there is the record itself, not one of its parts. */
const SUBJECT_TABLES: Record<AuditSubject, string> = {
  user: 'users',
  venture: 'ventures',
  spot: 'spots',
  activity: 'activities',
  schedule: 'activity_schedules',
  booking: 'bookings',
  payment: 'payments',
  queue: 'booking_queues',
  category: 'user_categories',
  experience_level: 'experience_levels',
  feature_group: 'feature_groups',
  feature: 'features',
};

/** 'Reserva', or 'Reserva · Check-in' for a part of the booking written in a table of its own. */
export function recordLabel(subjectType: AuditSubject, recordType: string): string {
  const subject = AUDIT_SUBJECT_LABELS[subjectType] ?? subjectType;
  if (SUBJECT_TABLES[subjectType] === recordType) return subject;
  return `${subject} · ${RECORD_TYPE_LABELS[recordType] ?? humanize(recordType)}`;
}

const COLUMN_LABELS: Record<string, string> = {
  name: 'Nome',
  title: 'Título',
  description: 'Descrição',
  email: 'E-mail',
  phone: 'Telefone',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  company_name: 'Razão social',
  trade_name: 'Nome fantasia',
  birth_date: 'Data de nascimento',
  health_check: 'Exame médico',
  gender: 'Gênero',
  avatar_path: 'Foto',
  avatar_status: 'Situação da foto',
  face_id_status: 'Reconhecimento facial',
  password_hash: 'Senha',
  must_change_password: 'Trocar a senha no próximo acesso',
  token_hash: 'Token',
  feature_group_id: 'Grupo de permissões',
  feature_id: 'Permissão',
  host_id: 'Titular',
  foreigner_document: 'Documento estrangeiro',
  foreigner_document_type: 'Tipo de documento estrangeiro',
  use_foreigner_document: 'Usa documento estrangeiro',
  confirm_pending: 'Confirmação pendente',
  is_blocked: 'Bloqueado',
  blocked_until: 'Bloqueado até',
  blocked_date: 'Data bloqueada',
  block_reason: 'Motivo do bloqueio',
  payment_registered: 'Loja ativada',
  deleted_at: 'Excluído em',
  is_active: 'Ativo',
  is_living_area: 'Área de convivência',
  is_exclusive: 'Exclusiva',
  is_required: 'Obrigatório',
  venture_id: 'Empreendimento',
  spot_id: 'Local',
  activity_id: 'Atividade',
  activity_item_id: 'Opcional',
  schedule_id: 'Agenda',
  schedule_item_id: 'Opcional do evento',
  modality_id: 'Modalidade',
  booking_id: 'Reserva',
  booking_queue_id: 'Fila de espera',
  payment_id: 'Pagamento',
  category_id: 'Categoria',
  user_id: 'Pessoa',
  seller_id: 'Vendedor',
  created_by: 'Criado por',
  booking_price: 'Preço da reserva',
  guest_booking_price: 'Preço para convidado',
  guest_additional_booking_price: 'Adicional por convidado',
  items_price: 'Preço dos opcionais',
  total_price: 'Preço total',
  price: 'Preço',
  amount: 'Valor',
  balance: 'Saldo',
  quantity: 'Quantidade',
  total_amount: 'Quantidade disponível',
  status: 'Situação',
  authorized_at: 'Autorizado em',
  external_order_id: 'Pedido externo',
  booked_date: 'Data reservada',
  start_date: 'Data inicial',
  end_date: 'Data final',
  start_time: 'Início',
  end_time: 'Fim',
  days_of_week: 'Dias da semana',
  total_vacancies: 'Vagas',
  guest_vacancies: 'Vagas de convidados',
  lodger_vacancies: 'Vagas de hóspedes',
  for_guest: 'Para convidado',
  reason: 'Motivo',
  minutes_before_schedule_start: 'Minutos antes do início',
  exceeded_cancellation_deadline: 'Após o prazo',
  priorized_at: 'Priorizado em',
  experience: 'Experiência',
  level: 'Nível',
  key: 'Chave',
  auth_level: 'Nível de autoridade',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  zip_code: 'CEP',
  country: 'País',
};

/** A column by its label, else by its name in words: `max_day_bookings` as 'Max day bookings'. */
export function columnLabel(column: string): string {
  return COLUMN_LABELS[column] ?? humanize(column);
}

function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
