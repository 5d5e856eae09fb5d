import { z } from 'zod';
import { isoDate, minDateNotAfterMax } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';

// The action log (beyond the spec): GET /audit-logs pages a venture's log, newest first. Each row is
// one row a staff user's request wrote; a record's history is its subject's rows.

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The records a details page shows, whose history the log keeps (with their parts: a booking's check-ins). */
export const AUDIT_SUBJECTS = [
  'user',
  'venture',
  'spot',
  'activity',
  'schedule',
  'booking',
  'payment',
  'queue',
  'category',
  'experience_level',
  'feature_group',
  'feature',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
};

export const AUDIT_SUBJECT_LABELS: Record<AuditSubject, string> = {
  user: 'Pessoa',
  venture: 'Empreendimento',
  spot: 'Local',
  activity: 'Atividade',
  schedule: 'Agenda',
  booking: 'Reserva',
  payment: 'Pagamento',
  queue: 'Fila de espera',
  category: 'Categoria',
  experience_level: 'Nível de experiência',
  feature_group: 'Grupo de permissões',
  feature: 'Permissão',
};

/** `minDate` / `maxDate` are São Paulo dates of the change. */
export const auditLogQuery = listQuery(['at'], 'at')
  .extend({
    actorId: z.uuid().optional(),
    subjectType: z.enum(AUDIT_SUBJECTS).optional(),
    subjectId: z.uuid().optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    minDate: isoDate.optional(),
    maxDate: isoDate.optional(),
  })
  .superRefine(...minDateNotAfterMax);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** `[before, after]`, or 'hidden' for a password, token or photo that changed. */
export const auditChange = z.union([z.tuple([z.unknown(), z.unknown()]), z.literal('hidden')]);

export const auditLogItem = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** Null: the system (a periodic job). */
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  route: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.enum(AUDIT_SUBJECTS),
  subjectId: z.uuid(),
  /** The table written: `checkins` for a check-in of a booking. */
  recordType: z.string(),
  recordId: z.uuid().nullable(),
  changes: z.record(z.string(), auditChange),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

export const auditLogList = paged(auditLogItem);

/** The staff users of the venture, for the filter by user. */
export const auditActorList = z.array(z.object({ id: z.uuid(), name: z.string() }));
