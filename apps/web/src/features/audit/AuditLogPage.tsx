import { Alert, Button, Group, Text } from '@mantine/core';
import { AUDIT_SUBJECT_LABELS } from '@reserva/shared/audit/audit.schemas';
import { defaultReportRange } from '@reserva/shared/reports/booking-history.schemas';
import { IconHistory, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type DateRange, DateRangeFilter, useDateRange } from '../../ui/list/DateRangeFilter';
import { ListCard } from '../../ui/list/ListCard';
import type { ListOption } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useAuditLog } from './api';
import { type AuditSubjectRef, subjectFromSearch } from './audit-subject';
import { type AuditFilters, AuditLogFilters, EMPTY_AUDIT_FILTERS } from './components/AuditLogFilters';
import { buildAuditColumns, useKnownNames } from './components/audit-columns';

type Sort = 'at';

const SORT_OPTIONS: ListOption<Sort>[] = [{ value: 'at', label: 'Alterado em' }];

// A record's history is all of it; the whole log starts, as the reports do, a month back.
const WHOLE_HISTORY = (): DateRange => ({ from: null, to: null });

/**
 * /audit, 'Auditoria' (beyond the spec: docs/decisions.md, Action log): what staff users wrote in the
 * venture, newest first, by user, record type, action and date; `?subjectType=&subjectId=` (the
 * 'Histórico' of a details page) narrows it to one record's history.
 */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const subject = subjectFromSearch(searchParams);
  const name = (useLocation().state as { subjectName?: string } | null)?.subjectName;
  return (
    <>
      <PageHeader title="Auditoria" />
      {subject && <SubjectNote subject={subject} name={name} onClear={() => setSearchParams({})} />}
      {/* A new subject, or none, starts the list afresh: its filters, page and dates. */}
      <AuditLogList key={subject ? `${subject.type}:${subject.id}` : 'all'} subject={subject} />
    </>
  );
}

interface SubjectNoteProps {
  subject: AuditSubjectRef;
  name: string | undefined;
  onClear: () => void;
}

function SubjectNote({ subject, name, onClear }: SubjectNoteProps) {
  const label = AUDIT_SUBJECT_LABELS[subject.type];
  return (
    <Alert
      mb="md"
      color="blue"
      icon={<IconHistory size={20} aria-hidden />}
      title={`Histórico — ${label}${name ? `: ${name}` : ''}`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Somente as alterações deste registro são mostradas.</Text>
        <Button size="xs" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
          Ver todos os registros
        </Button>
      </Group>
    </Alert>
  );
}

function AuditLogList({ subject }: { subject: AuditSubjectRef | null }) {
  const list = useListParams<Sort, AuditFilters>({
    defaultSort: 'at',
    initialFilters: EMPTY_AUDIT_FILTERS,
  });
  const [range, setRange] = useDateRange(subject ? WHOLE_HISTORY : defaultReportRange, list.setPage);
  const { limit, page, sort, order, actorId, subjectType, action } = list.params;
  const log = useAuditLog({
    limit,
    page,
    sort,
    order,
    actorId: actorId ?? undefined,
    action: action ?? undefined,
    subjectType: subject?.type ?? subjectType ?? undefined,
    subjectId: subject?.id,
    minDate: range.from ?? undefined,
    maxDate: range.to ?? undefined,
  });
  useLoadErrorToast(log.error, 'Ocorreu um erro ao carregar a auditoria, tente novamente.');
  const names = useKnownNames();
  const linkHistories = subject === null;
  const columns = useMemo(() => buildAuditColumns(linkHistories, names), [linkHistories, names]);

  return (
    <ListCard
      list={list}
      query={log}
      toolbar={{
        // No text to search: the toolbar's box gives way to the filters.
        search: '',
        onSearchChange: () => undefined,
        searchControl: false,
        sortOptions: SORT_OPTIONS,
        children: (
          <>
            <AuditLogFilters
              filters={list.filters}
              onChange={(name, value) => list.setFilter(name, value, { immediate: true })}
              withSubject={subject !== null}
            />
            <DateRangeFilter label="Alterado" value={range} onChange={setRange} />
          </>
        ),
      }}
      label="Auditoria"
      columns={columns}
      rowKey={(item) => item.id}
      emptyText="Nenhuma alteração encontrada"
      minWidth={960}
    />
  );
}
