import { Select } from '@mantine/core';
import type { FieldProps } from '../../../ui/form/field-props';
import type { EventOption } from '../queue-filters';

export interface QueueEventSelectProps extends FieldProps<string> {
  /** The day's events; undefined until they are known. */
  options: EventOption[] | undefined;
  loading: boolean;
  /** Why there is nothing to choose yet ('Escolha a atividade primeiro'); the select is then disabled. */
  waitingFor?: string;
}

/** An event of the day chosen by its time and minimum experience (spec 001 s.2, Booking queue list). */
export function QueueEventSelect({
  options,
  loading,
  waitingFor,
  value,
  onChange,
  disabled,
  ...field
}: QueueEventSelectProps) {
  const data = options ?? [];
  const placeholder =
    waitingFor ??
    (loading ? 'Carregando...' : data.length === 0 ? 'Nenhum evento nesse dia' : 'Escolha o evento');
  return (
    <Select
      {...field}
      data={data}
      // An event the day does not have shows as none chosen.
      value={data.some((option) => option.value === value) ? value : null}
      onChange={onChange}
      placeholder={placeholder}
      disabled={disabled || waitingFor !== undefined}
      clearable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
