import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** What a screen shows where its data failed to load: the failure, and a retry when it has one. */
export function LoadFailure({ onRetry, py }: { onRetry?: () => void; py?: string }) {
  return (
    <Stack align="center" gap="xs" py={py}>
      <Text c="red.7" fw={500}>
        Falha ao carregar dados
      </Text>
      {onRetry && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      )}
    </Stack>
  );
}
