import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import {
  type SalesReportDates,
  type SalesReportFormValues,
  salesReportDates,
  salesReportExport,
} from '@reserva/shared/reports/sales-report.schemas';
import { IconFileSpreadsheet, IconList } from '@tabler/icons-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';

export interface SalesReportFormProps {
  onList: (dates: SalesReportDates) => void;
  onExport: (dates: SalesReportDates) => void;
  exporting: boolean;
}

/**
 * The two dates and 'Listar' / 'Exportar' (spec 001 s.2, s.5); both buttons check the dates first, and
 * 'Exportar' also the export's bound of a year, as the server does (the shared schema).
 */
export function SalesReportForm({ onList, onExport, exporting }: SalesReportFormProps) {
  const { control, handleSubmit, setError } = useForm<SalesReportFormValues, unknown, SalesReportDates>({
    // The form holds null for an empty date, which the schema refuses with 'Requerido'.
    resolver: zodResolver(salesReportDates) as unknown as Resolver<
      SalesReportFormValues,
      unknown,
      SalesReportDates
    >,
    defaultValues: { authorizationDateInit: null, authorizationDateEnd: null },
  });
  const today = todayInSaoPaulo();
  return (
    <form noValidate onSubmit={handleSubmit(onList)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="authorizationDateInit"
          render={(controller) => (
            <DateInput
              label="Data inicial"
              required
              maxDate={today}
              {...controlledInput<string>(controller)}
            />
          )}
        />
        <Controller
          control={control}
          name="authorizationDateEnd"
          render={(controller) => (
            <DateInput label="Data final" required maxDate={today} {...controlledInput<string>(controller)} />
          )}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button type="submit" variant="default" leftSection={<IconList size={16} aria-hidden />}>
          Listar
        </Button>
        <Button
          type="button"
          loading={exporting}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={handleSubmit((dates) => {
            const checked = salesReportExport.safeParse(dates);
            if (checked.success) return onExport(checked.data);
            for (const issue of checked.error.issues) {
              setError(
                issue.path[0] as keyof SalesReportDates,
                { message: issue.message },
                { shouldFocus: true },
              );
            }
          })}
        >
          Exportar
        </Button>
      </Group>
    </form>
  );
}
