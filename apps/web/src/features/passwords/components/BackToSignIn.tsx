import { Anchor, Center } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackToSignIn() {
  return (
    <Center mt="md">
      <Anchor component={Link} to="/" size="sm" inline>
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
        Voltar ao login
      </Anchor>
    </Center>
  );
}
