import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { hint } from '../../../ui/hint/hint';

/** 'novembro de 2026' as 'Novembro de 2026'. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type CalendarView = 'timeGridWeek' | 'timeGridDay';

const VIEWS = [
  { value: 'timeGridDay', label: 'Dia' },
  { value: 'timeGridWeek', label: 'Semana' },
];

export interface CalendarToolbarProps {
  title: string;
  /** The first day shown, `YYYY-MM-DD`. */
  date: string | null;
  view: CalendarView;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onDate: (date: string) => void;
  onView: (view: CalendarView) => void;
}

/** Previous, today, next, a date picker and Dia / Semana (spec 001: Activity calendar). */
export function CalendarToolbar(props: CalendarToolbarProps) {
  return (
    <Group justify="space-between" mb="sm" gap="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Anterior"
          onClick={props.onPrevious}
          {...hint('Anterior')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          Hoje
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Próximo"
          onClick={props.onNext}
          {...hint('Próximo')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        <DatePickerInput
          // The name holds the date it shows (WCAG 2.5.3).
          aria-label={`Ir para a data ${props.date?.split('-').reverse().join('/') ?? ''}`.trim()}
          locale="pt-br"
          valueFormat="DD/MM/YYYY"
          value={props.date}
          onChange={(date) => date && props.onDate(date.slice(0, 10))}
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={150}
          popoverProps={{ withinPortal: true }}
        />
      </Group>
      <Text fw={600}>{capitalized(props.title)}</Text>
      <SegmentedControl
        aria-label="Visualização"
        data={VIEWS}
        value={props.view}
        onChange={(value) => props.onView(value as CalendarView)}
      />
    </Group>
  );
}
