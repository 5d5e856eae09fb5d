import { Select } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS,
  type AuditAction,
  type AuditSubject,
} from '@reserva/shared/audit/audit.schemas';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useAuditActors } from '../api';

export interface AuditFilters extends Record<string, string | null> {
  actorId: string | null;
  subjectType: AuditSubject | null;
  action: AuditAction | null;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { actorId: null, subjectType: null, action: null };

const optionsOf = <Value extends string>(labels: Record<Value, string>) =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

const SUBJECT_OPTIONS = optionsOf(AUDIT_SUBJECT_LABELS).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);
const ACTION_OPTIONS = optionsOf(AUDIT_ACTION_LABELS);

// As wide as the toolbar's own selects: full width on phones, side by side from 'sm' up.
const WIDTH = { base: '100%', sm: 180 };

export interface AuditLogFiltersProps {
  filters: AuditFilters;
  onChange: <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) => void;
  /** A record's history has its type already. */
  withSubject: boolean;
}

/** The log's 'Usuário', 'Registro' and 'Ação', each 'Todos' when cleared. */
export function AuditLogFilters({ filters, onChange, withSubject }: AuditLogFiltersProps) {
  const actors = useAuditActors();
  useLoadErrorToast(actors.error, 'Ocorreu um erro ao carregar os usuários, tente novamente.');
  const actorOptions = (actors.data ?? []).map((actor) => ({ value: actor.id, label: actor.name }));
  return (
    <>
      <Select
        label="Usuário"
        placeholder={actors.isPending ? 'Carregando...' : 'Todos'}
        data={actorOptions}
        value={filters.actorId}
        onChange={(value) => onChange('actorId', value)}
        searchable
        clearable
        nothingFoundMessage="Nenhum usuário encontrado"
        w={{ base: '100%', sm: 220 }}
      />
      {!withSubject && (
        <Select
          label="Registro"
          placeholder="Todos"
          data={SUBJECT_OPTIONS}
          value={filters.subjectType}
          onChange={(value) => onChange('subjectType', value as AuditSubject | null)}
          clearable
          w={WIDTH}
        />
      )}
      <Select
        label="Ação"
        placeholder="Todas"
        data={ACTION_OPTIONS}
        value={filters.action}
        onChange={(value) => onChange('action', value as AuditAction | null)}
        clearable
        w={WIDTH}
      />
    </>
  );
}
