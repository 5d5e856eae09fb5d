import { Stack, Text } from '@mantine/core';
import { formatCpf } from '../../../ui/format';

export interface QueuePersonCellProps {
  name: string;
  cpf: string | null;
  foreignerDocument?: string | null;
}

/** A queue entry's person: the name over the document (CPF, else the foreigner's). */
export function QueuePersonCell({ name, cpf, foreignerDocument }: QueuePersonCellProps) {
  const document = cpf ? formatCpf(cpf) : foreignerDocument;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {document && (
        <Text size="xs" c="dimmed">
          {document}
        </Text>
      )}
    </Stack>
  );
}
