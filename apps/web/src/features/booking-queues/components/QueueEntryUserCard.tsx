import { Anchor, Paper, SimpleGrid } from '@mantine/core';
import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatCpf } from '../../../ui/format';
import { KINDS, kindOf } from '../../people/people-kinds';
import { PersonLevel } from '../../ventures/components/LevelTexts';

/** The entry's person: the name linking to the person's details for those who may read them. */
export function QueueEntryUserCard({ entry }: { entry: QueueEntry }) {
  const { can } = useRequiredSession();
  const { user } = entry;
  const kind = KINDS[kindOf(user.groupKey)];
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <DetailItem label="Membro">
          {can(...kind.keys.read) ? (
            <Anchor component={Link} to={kind.details} state={{ [kind.stateKey]: user.id }} size="sm">
              {user.name}
            </Anchor>
          ) : (
            user.name
          )}
        </DetailItem>
        <DetailItem label="Documento">{user.cpf ? formatCpf(user.cpf) : user.foreignerDocument}</DetailItem>
        <DetailItem label="Experiência">
          <PersonLevel experience={user.experience} />
        </DetailItem>
        <DetailItem label="Titular">{entry.titularUser?.name}</DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
