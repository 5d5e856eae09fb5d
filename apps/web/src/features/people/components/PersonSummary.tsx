import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isBlockedNow } from '@reserva/shared/people/people.rules';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { IconLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddressText } from '../../../ui/details/AddressText';
import { DetailItem } from '../../../ui/details/DetailItem';
import { PhoneLink } from '../../../ui/details/PhoneLink';
import { StatusBadge } from '../../../ui/details/StatusBadge';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { formatDate } from '../../../ui/format';
import { useUserPhoto } from '../../users/api';
import { faceIdLabel, RegistrationStatus } from '../../users/components/UserStatusBadges';
import { KINDS } from '../people-kinds';
import { documentOf } from './PeopleListCard';

/** 'Suspenso até': the end of a block, 'Indeterminado', or nothing. */
function suspendedUntil(person: PersonDetails): string | null {
  if (person.isBlocked) return 'Indeterminado';
  return isBlockedNow(person) ? formatDate(person.blockedUntil) : null;
}

/** The header card of a person's details (spec 000, s.2): photo, data, block notices, host. */
export function PersonSummary({ person, canEditPhoto }: { person: PersonDetails; canEditPhoto: boolean }) {
  const photo = useUserPhoto();
  const hosted = person.host !== null;
  const isGuest = person.featureGroup.key === 'GUEST';
  return (
    <Stack gap="lg">
      {(isBlockedNow(person) || person.titularBlocked || person.hostBlocked) && (
        <Stack gap="xs">
          {isBlockedNow(person) && <Notice>Cadastro bloqueado</Notice>}
          {person.titularBlocked && <Notice>Titular bloqueado</Notice>}
          {/* A dependant's host is its titular: one notice says it. */}
          {person.hostBlocked && isGuest && <Notice>Responsável bloqueado</Notice>}
        </Stack>
      )}
      <SummaryCard
        avatarUrl={person.avatarUrl}
        icon={IconUser}
        canEditPhoto={canEditPhoto}
        photoPending={photo.isPending}
        onPhotoChange={(file) => photo.mutate({ id: person.id, file })}
        bio={person.bio}
      >
        <DetailItem label="Face ID">
          <StatusBadge tone={person.faceIdStatus === 'ENABLED' ? 'info' : 'neutral'}>
            {faceIdLabel(person.faceIdStatus)}
          </StatusBadge>
        </DetailItem>
        <DetailItem label="Cadastro">
          <RegistrationStatus confirmPending={person.confirmPending} />
        </DetailItem>
        <DetailItem label="Tipo">{person.featureGroup.name}</DetailItem>
        <DetailItem label="Telefone">{person.phone && <PhoneLink phone={person.phone} />}</DetailItem>
        <DetailItem label="E-mail">{person.email}</DetailItem>
        <DetailItem label={person.useForeignerDocument ? 'Documento' : 'CPF'}>
          {documentOf(person)}
        </DetailItem>
        <DetailItem label="Categoria">
          {person.categories.map((category) => `${category.title} (${category.venture.name})`).join(', ')}
        </DetailItem>
        <DetailItem label="Empreendimentos">
          {person.ventures.map((venture) => venture.name).join(', ')}
        </DetailItem>
        <DetailItem label="Data de nascimento">{formatDate(person.birthDate)}</DetailItem>
        <DetailItem label="Data de cadastro">{formatDate(person.createdAt)}</DetailItem>
        <DetailItem label="Exame médico">{formatDate(person.healthCheck)}</DetailItem>
        <DetailItem label="Suspenso até">{suspendedUntil(person)}</DetailItem>
        {isBlockedNow(person) && person.blockReason && (
          <DetailItem label="Motivo da suspensão">{person.blockReason}</DetailItem>
        )}
        <DetailItem label="Endereço">{person.address && <AddressText address={person.address} />}</DetailItem>
      </SummaryCard>
      {hosted && person.host && (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h5" mb="sm">
            {isGuest ? 'Responsável' : 'Titular'}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <DetailItem label="Nome">{person.host.name}</DetailItem>
            <DetailItem label="Telefone">
              {person.host.phone && <PhoneLink phone={person.host.phone} />}
            </DetailItem>
            <DetailItem label="E-mail">{person.host.email}</DetailItem>
            <Group align="flex-end">
              {/* Hosts are members or dependants: both open on the members' details. */}
              <Anchor
                component={Link}
                to={KINDS.member.details}
                state={{ [KINDS.member.stateKey]: person.host.id }}
                size="sm"
              >
                Detalhes do {isGuest ? 'responsável' : 'titular'}
              </Anchor>
            </Group>
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />} p="sm">
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Alert>
  );
}
