// Payment states of a booking and their labels (spec 001, section 4). A booking without a payment
// is free: 'Isento'.

export const PAYMENT_STATUSES = [
  'PROCESSING',
  'FAILED',
  'ONGOING',
  'WAITING',
  'APPROVED',
  'PENDING',
  'REJECTED',
  'CANCELED',
  'VALIDATING',
  'PAYMENT_EXTERNAL',
  'PAYMENT_HOTEL',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PROCESSING: 'Registrando pagamento',
  FAILED: 'Falha no registro do pagamento',
  ONGOING: 'Pagamento em andamento',
  WAITING: 'Aguardando pagamento',
  APPROVED: 'Pagamento aprovado',
  PENDING: 'Processando pagamento',
  REJECTED: 'Pagamento rejeitado',
  CANCELED: 'Pagamento cancelado',
  VALIDATING: 'Validando pagamento',
  PAYMENT_EXTERNAL: 'Pago no clube',
  PAYMENT_HOTEL: 'Miscellaneous',
};

/** The label of a booking's payment, 'Isento' when it has none. */
export function paymentStatusLabel(status: PaymentStatus | null): string {
  return status === null ? 'Isento' : PAYMENT_STATUS_LABELS[status];
}
