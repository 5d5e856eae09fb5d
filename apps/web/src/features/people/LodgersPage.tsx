import { Button } from '@mantine/core';
import { LODGER_KEYS } from '@reserva/shared/people/people.rules';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { PageHeader } from '../../ui/PageHeader';
import { PeopleListCard } from './components/PeopleListCard';

const GROUPS = ['LODGER'] as const;

/** /lodgers, 'Hóspedes'. */
export function LodgersPage() {
  const { can } = useRequiredSession();
  return (
    <>
      <PageHeader
        title="Hóspedes"
        actions={
          can(...LODGER_KEYS.write) && (
            <Button component={Link} to="/lodgers/register" leftSection={<IconPlus size={18} aria-hidden />}>
              Cadastrar novo
            </Button>
          )
        }
      />
      <PeopleListCard
        groups={GROUPS}
        label="Hóspedes"
        personHeader="Hóspede"
        document
        emptyText="Nenhum hóspede encontrado"
        loadError="Ocorreu um erro ao carregar os hóspedes, tente novamente."
      />
    </>
  );
}
