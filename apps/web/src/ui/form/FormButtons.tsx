import { Button, Group, type MantineSpacing } from '@mantine/core';

export interface FormButtonsProps {
  /** The form is being sent: Cancel waits and the submit button spins. */
  submitting: boolean;
  onCancel: () => void;
  /** 'Salvar' unless told. */
  submitLabel?: string;
  /** The form cannot be sent yet (e.g. a required link is missing). */
  submitDisabled?: boolean;
  mt?: MantineSpacing;
}

/** A form's last row: Cancel and the submit button, on the right. */
export function FormButtons({
  submitting,
  onCancel,
  submitLabel = 'Salvar',
  submitDisabled,
  mt,
}: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancelar
      </Button>
      <Button type="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
