import { Progress, Stack, Text } from '@mantine/core';

const megabytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * While the server writes the spreadsheet: its size is unknown until the end (it is written as it
 * downloads), so the bar moves without a percentage and the text counts what has arrived.
 */
export function ExportProgress({ bytes }: { bytes: number }) {
  return (
    <Stack gap={4} mt="md">
      <Progress value={100} striped animated aria-label="Preparando arquivo" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {bytes === 0
          ? 'Preparando arquivo…'
          : `Preparando arquivo… ${megabytes.format(bytes / 1_048_576)} MB recebidos`}
      </Text>
    </Stack>
  );
}
