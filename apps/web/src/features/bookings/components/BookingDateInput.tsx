import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { FieldProps } from '../../../ui/form/field-props';
import { parseBrDate } from '../../../ui/form/masks';

export interface BookingDateInputProps extends FieldProps<string> {
  /** A date of the month the calendar shows (`YYYY-MM-DD`). */
  shownDate: string;
  onShownDateChange: (date: string) => void;
  /** The event's dates of the shown month; undefined while they load. */
  bookable: ReadonlySet<string> | undefined;
  minDate: string;
  /** The last date that may be picked (staff book at most two years ahead). */
  maxDate?: string;
}

/**
 * The booking's date: typed as DD/MM/YYYY or picked from a pt-br calendar whose other days are
 * disabled, month by month (ui/form/DateInput's format, plus the event's dates). Value: `YYYY-MM-DD`.
 * A whole date typed outside the calendar's bounds is kept too, so that the form's schema names it
 * ('Data não disponível') instead of finding the field empty.
 */
export function BookingDateInput({
  value,
  onChange,
  shownDate,
  onShownDateChange,
  bookable,
  ref,
  ...props
}: BookingDateInputProps) {
  const { minDate, maxDate } = props;
  return (
    <DateInput
      {...props}
      ref={ref}
      value={value ?? null}
      // The picker takes a typed date only within its bounds (and calls onChange); this keeps the others.
      onInput={(event) => {
        const typed = parseBrDate(event.currentTarget.value);
        if (typed && (typed < minDate || (maxDate !== undefined && typed > maxDate))) onChange(typed);
      }}
      onChange={(date) => {
        onChange(date ? date.slice(0, 10) : null);
        if (date) onShownDateChange(date.slice(0, 10));
      }}
      date={shownDate}
      // The picker may report no month while the field is empty: the shown month stays.
      onDateChange={(date) => {
        if (date) onShownDateChange(date.slice(0, 10));
      }}
      excludeDate={(date) => bookable !== undefined && !bookable.has(date.slice(0, 10))}
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      locale="pt-br"
      placeholder="DD/MM/AAAA"
      leftSection={<IconCalendar size={16} aria-hidden />}
      allowDeselect
      popoverProps={{ withinPortal: true }}
    />
  );
}
