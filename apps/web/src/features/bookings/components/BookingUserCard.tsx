import { Anchor } from '@mantine/core';
import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { PhoneLink } from '../../../ui/details/PhoneLink';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { formatCpf } from '../../../ui/format';
import { KINDS, kindOf } from '../../people/people-kinds';

/** The booking's person: photo and data, the name linking to the person's details for those who may read them. */
export function BookingUserCard({ user }: { user: BookingDetails['user'] }) {
  const { can } = useRequiredSession();
  const kind = KINDS[kindOf(user.groupKey)];
  return (
    <SummaryCard
      avatarUrl={user.avatarUrl}
      icon={IconUser}
      canEditPhoto={false}
      photoPending={false}
      onPhotoChange={() => undefined}
    >
      <DetailItem label="Membro">
        {can(...kind.keys.read) ? (
          <Anchor component={Link} to={kind.details} state={{ [kind.stateKey]: user.id }} size="sm">
            {user.name}
          </Anchor>
        ) : (
          user.name
        )}
      </DetailItem>
      <DetailItem label="Tipo">{user.groupName}</DetailItem>
      <DetailItem label="Anfitrião">{user.hostName}</DetailItem>
      <DetailItem label="E-mail">{user.email}</DetailItem>
      <DetailItem label="Telefone">{user.phone && <PhoneLink phone={user.phone} />}</DetailItem>
      <DetailItem label="CPF">{formatCpf(user.cpf)}</DetailItem>
    </SummaryCard>
  );
}
