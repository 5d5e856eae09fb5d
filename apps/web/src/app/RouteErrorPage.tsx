import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MessagePage } from '../ui/MessagePage';

/** Shown when a page fails to render or its code fails to load (often a new version was deployed). */
export function RouteErrorPage() {
  return (
    <MessagePage
      standalone
      icon={<IconAlertTriangle size={32} stroke={1.5} />}
      title="Algo deu errado"
      description="Não foi possível abrir esta página. Recarregue para tentar novamente."
      action={<Button onClick={() => window.location.reload()}>Recarregar</Button>}
    />
  );
}
