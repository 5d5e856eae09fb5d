import { Progress, Stack, type StackProps, Text } from '@mantine/core';

export interface ExportProgressProps extends Omit<StackProps, 'children'> {
  percent: number;
}

/**
 * While an export downloads: a progress bar named for screen readers and 'Exportando… N%' (the file is
 * written as it downloads, so the percentage is an estimate until the end). Spacing as the page wants.
 */
export function ExportProgress({ percent, ...stack }: ExportProgressProps) {
  return (
    <Stack gap={4} {...stack}>
      <Progress value={percent} animated striped aria-label="Exportando" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {`Exportando… ${percent}%`}
      </Text>
    </Stack>
  );
}
