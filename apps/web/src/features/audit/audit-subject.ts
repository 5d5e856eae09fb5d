import { AUDIT_SUBJECTS, type AuditSubject } from '@reserva/shared/audit/audit.schemas';
import { z } from 'zod';

// A record's history is the log filtered by its subject, named in the URL (`/audit?subjectType=spot&
// subjectId=…`) so that it can be linked, kept and reloaded.

export interface AuditSubjectRef {
  type: AuditSubject;
  id: string;
}

const subjectId = z.uuid();

/** Where the history of a record opens. */
export function auditHistoryPath(type: AuditSubject, id: string): string {
  return `/audit?${new URLSearchParams({ subjectType: type, subjectId: id })}`;
}

/** The record the URL asks the history of; none when either part is missing or malformed. */
export function subjectFromSearch(params: URLSearchParams): AuditSubjectRef | null {
  const type = params.get('subjectType');
  const id = params.get('subjectId');
  if (!type || !id || !(AUDIT_SUBJECTS as readonly string[]).includes(type)) return null;
  if (!subjectId.safeParse(id).success) return null;
  return { type: type as AuditSubject, id };
}
