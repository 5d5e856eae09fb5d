import '@mantine/dates/styles.css';
import { DateInput as MantineDateInput } from '@mantine/dates';
import 'dayjs/locale/pt-br';
import { IconCalendar } from '@tabler/icons-react';
import type { FieldProps } from './field-props';
import { parseBrDate } from './masks';

export interface DateInputProps extends FieldProps<string> {
  /** `YYYY-MM-DD`, e.g. today for a birth date. */
  minDate?: string;
  maxDate?: string;
  clearable?: boolean;
}

/** A date typed as DD/MM/YYYY or picked from a pt-br calendar. Value: `YYYY-MM-DD`, or null. */
export function DateInput({ value, onChange, ref, ...props }: DateInputProps) {
  return (
    <MantineDateInput
      {...props}
      ref={ref}
      value={value ?? null}
      onChange={(date) => onChange(date ? date.slice(0, 10) : null)}
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      locale="pt-br"
      placeholder={props.placeholder ?? 'DD/MM/AAAA'}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // Deleting the text clears the field; whether it may be empty is the schema's call.
      allowDeselect
      // The clear button is an icon alone: it needs a name (WCAG 4.1.2).
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
