import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage
      standalone
      icon={<IconMapSearch size={32} stroke={1.5} />}
      title="Página não encontrada"
      description="O endereço acessado não existe ou foi alterado."
      action={
        <Button component={Link} to="/" variant="light">
          Voltar ao início
        </Button>
      }
    />
  );
}
