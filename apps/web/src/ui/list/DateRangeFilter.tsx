import { Box } from '@mantine/core';
import { useCallback, useState } from 'react';
import { DateInput } from '../form/DateInput';

export interface DateRange {
  /** `YYYY-MM-DD`; null: no bound. */
  from: string | null;
  to: string | null;
}

export interface DateRangeFilterProps {
  /** 'Cancelado' gives 'Cancelado de' and 'Cancelado até'. */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Messages under each end (an export's check of the range). */
  errors?: { from?: string; to?: string };
}

// Full width on phones, side by side from 'sm' up, like the toolbar's other fields.
const WIDTH = { base: '100%', sm: 160 };

/** A list's date range, for a toolbar: each end keeps the other from crossing it. */
export function DateRangeFilter({ label, value, onChange, errors }: DateRangeFilterProps) {
  return (
    <>
      <Box w={WIDTH}>
        <DateInput
          label={`${label} de`}
          value={value.from}
          maxDate={value.to ?? undefined}
          error={errors?.from}
          onChange={(from) => onChange({ ...value, from })}
        />
      </Box>
      <Box w={WIDTH}>
        <DateInput
          label={`${label} até`}
          value={value.to}
          minDate={value.from ?? undefined}
          error={errors?.to}
          onChange={(to) => onChange({ ...value, to })}
        />
      </Box>
    </>
  );
}

/** A range that starts at `initial` and sends the list back to its first page when it changes. */
export function useDateRange(initial: () => DateRange, setPage: (page: number) => void) {
  const [range, setRange] = useState<DateRange>(initial);
  const change = useCallback(
    (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
    [setPage],
  );
  return [range, change] as const;
}
