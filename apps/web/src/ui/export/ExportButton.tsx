import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

/** 'Exportar' (a spreadsheet): disabled, with a spinner, while its export runs. */
export function ExportButton({ running, onClick }: { running: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      loading={running}
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={onClick}
    >
      Exportar
    </Button>
  );
}
