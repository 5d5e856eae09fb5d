import { Button } from '@mantine/core';
import { MEMBER_KEYS } from '@reserva/shared/people/people.rules';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { PageHeader } from '../../ui/PageHeader';
import { PeopleListCard } from './components/PeopleListCard';

// Dependants and guests are listed with the members (/guests leads here), each under its group's name.
const GROUPS = ['MEMBER', 'DEPENDANT', 'GUEST'] as const;

/** /members, 'Membros'. */
export function MembersPage() {
  const { can } = useRequiredSession();
  return (
    <>
      <PageHeader
        title="Membros"
        actions={
          can(...MEMBER_KEYS.write) && (
            <Button component={Link} to="/members/register" leftSection={<IconPlus size={18} aria-hidden />}>
              Cadastrar novo
            </Button>
          )
        }
      />
      <PeopleListCard
        groups={GROUPS}
        label="Membros"
        personHeader="Membro"
        document={false}
        emptyText="Nenhum membro encontrado"
        loadError="Ocorreu um erro ao carregar os membros, tente novamente."
      />
    </>
  );
}
