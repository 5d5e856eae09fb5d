import { StatusBadge } from './StatusBadge';

/** A yes/no flag of a table cell or detail (Ativo, Área de convivência, Exclusiva). */
export function YesNo({ value }: { value: boolean }) {
  return <StatusBadge tone={value ? 'success' : 'neutral'}>{value ? 'Sim' : 'Não'}</StatusBadge>;
}
