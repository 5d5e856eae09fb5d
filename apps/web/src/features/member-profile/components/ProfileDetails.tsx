import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { faceIdBadge } from '@reserva/shared/faces/faces.rules';
import type { MemberProfile } from '@reserva/shared/members/member-profile.schemas';
import { FOREIGNER_DOCUMENT_LABELS } from '@reserva/shared/people/people.rules';
import { GENDER_LABELS } from '@reserva/shared/users/users.schemas';
import { IconEdit, IconFaceId } from '@tabler/icons-react';
import { useId } from 'react';
import { AddressText } from '../../../ui/details/AddressText';
import { DetailItem } from '../../../ui/details/DetailItem';
import { StatusBadge } from '../../../ui/details/StatusBadge';
import { formatCpf, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';

interface ProfileDetailsProps {
  profile: MemberProfile;
  onEdit: () => void;
}

/** 'Meus dados': the person's record as the club keeps it, with the photo's FaceID state. */
export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const titleId = useId();
  const consented = profile.faceConsentAt !== null;
  const faceId = faceIdBadge(profile.faceIdStatus, false, profile.avatarStatus, consented);
  const document = profile.foreignerDocument
    ? `${profile.foreignerDocumentType ? FOREIGNER_DOCUMENT_LABELS[profile.foreignerDocumentType] : ''} ${profile.foreignerDocument}`.trim()
    : formatCpf(profile.cpf);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            Meus dados
          </Title>
          <Button variant="light" leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit}>
            Editar
          </Button>
        </Group>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={profile.avatarUrl}
            size={72}
            radius={72}
            name={profile.name}
            color="initials"
            alt={profile.avatarUrl ? 'Sua foto' : undefined}
          />
          <Stack gap={4} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed">
              {profile.group.name}
            </Text>
            {profile.group.useFaceId && (
              <Group gap={6}>
                <StatusBadge tone={faceId.tone} icon={<IconFaceId size={14} aria-hidden />}>
                  {faceId.text}
                </StatusBadge>
              </Group>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DetailItem label="E-mail">{profile.email}</DetailItem>
          <DetailItem label="Telefone">{formatPhone(profile.phone)}</DetailItem>
          <DetailItem label={profile.foreignerDocument ? 'Documento' : 'CPF'}>{document}</DetailItem>
          <DetailItem label="Data de nascimento">{formatDate(profile.birthDate)}</DetailItem>
          <DetailItem label="Gênero">{profile.gender && GENDER_LABELS[profile.gender]}</DetailItem>
          {profile.host && <DetailItem label="Titular ou responsável">{profile.host.name}</DetailItem>}
          {profile.categories.length > 0 && (
            <DetailItem label="Categoria">
              {profile.categories.map((category) => `${category.title} (${category.ventureName})`).join(', ')}
            </DetailItem>
          )}
          {profile.group.useFaceId && (
            <DetailItem label="Reconhecimento facial">
              {consented ? `Autorizado em ${formatDate(profile.faceConsentAt)}` : 'Não autorizado'}
            </DetailItem>
          )}
          <DetailItem label="Endereço">
            {profile.address && <AddressText address={profile.address} />}
          </DetailItem>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Para mudar e-mail, documento ou uma data de nascimento já registrada, fale com a secretaria do
          clube.
        </Text>
      </Stack>
    </Card>
  );
}
