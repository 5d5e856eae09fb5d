import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditLogItem,
} from '@reserva/shared/audit/audit.schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { StatusBadge, type StatusTone } from '../../../ui/details/StatusBadge';
import { formatDateTime } from '../../../ui/format';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { useAuditActors } from '../api';
import type { KnownNames } from '../audit-changes';
import { recordLabel } from '../audit-labels';
import { auditHistoryPath } from '../audit-subject';
import { AuditChanges } from './AuditChanges';

const ACTION_TONES: Record<AuditAction, StatusTone> = { create: 'success', update: 'info', delete: 'danger' };

/** The log's columns; `linkHistories` adds each row's record history link (not within one). */
export function buildAuditColumns(
  linkHistories: boolean,
  names: KnownNames,
): DataTableColumn<AuditLogItem>[] {
  return [
    {
      key: 'at',
      header: 'Quando',
      render: (item) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(item.at)}
        </Text>
      ),
    },
    { key: 'actor', header: 'Usuário', render: (item) => item.actorName },
    {
      key: 'action',
      header: 'Ação',
      render: (item) => (
        <StatusBadge tone={ACTION_TONES[item.action]}>{AUDIT_ACTION_LABELS[item.action]}</StatusBadge>
      ),
    },
    {
      key: 'record',
      header: 'Registro',
      render: (item) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{recordLabel(item.subjectType, item.recordType)}</Text>
          {linkHistories && (
            <Anchor component={Link} to={auditHistoryPath(item.subjectType, item.subjectId)} size="xs">
              Ver histórico
              <VisuallyHidden> deste registro</VisuallyHidden>
            </Anchor>
          )}
        </Stack>
      ),
    },
    { key: 'changes', header: 'Alterações', render: (item) => <AuditChanges item={item} names={names} /> },
  ];
}

/**
 * The ids a row may name that the screen can show by name: the session's venture and the log's users
 * (the session lists no other ventures: a MASTER may reach thousands).
 */
export function useKnownNames(): KnownNames {
  const { venture } = useRequiredSession();
  const actors = useAuditActors();
  return useMemo(
    () => new Map([venture, ...(actors.data ?? [])].map((record) => [record.id, record.name] as const)),
    [venture, actors.data],
  );
}
