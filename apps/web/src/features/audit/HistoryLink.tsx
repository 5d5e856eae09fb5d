import { Button } from '@mantine/core';
import type { AuditSubject } from '@reserva/shared/audit/audit.schemas';
import { SCREEN_KEYS } from '@reserva/shared/permissions/screens';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { auditHistoryPath } from './audit-subject';

export interface HistoryLinkProps {
  subjectType: AuditSubject;
  subjectId: string;
  /** The record's name, shown over its history. */
  name?: string;
}

/** 'Histórico' in a details page's header: the record's changes in the action log, for its readers only. */
export function HistoryLink({ subjectType, subjectId, name }: HistoryLinkProps) {
  const { can } = useRequiredSession();
  if (!can(...SCREEN_KEYS['/audit'])) return null;
  return (
    <Button
      component={Link}
      to={auditHistoryPath(subjectType, subjectId)}
      state={{ subjectName: name }}
      variant="default"
      leftSection={<IconHistory size={18} aria-hidden />}
    >
      Histórico
    </Button>
  );
}
