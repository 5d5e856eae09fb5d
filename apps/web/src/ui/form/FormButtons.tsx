import { Button, Group, type MantineSpacing } from '@mantine/core';

export interface FormButtonsProps {
  /** The form is being sent: Cancel waits and the submit button spins. */
  submitting: boolean;
  onCancel: () => void;
  /** 'Salvar' unless told. */
  submitLabel?: string;
  mt?: MantineSpacing;
}

/** A form's last row: Cancel and the submit button, on the right. */
export function FormButtons({ submitting, onCancel, submitLabel = 'Salvar', mt }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancelar
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
