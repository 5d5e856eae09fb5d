import { Avatar, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { VentureDetails } from '@reserva/shared/ventures/ventures.schemas';
import { IconBuilding } from '@tabler/icons-react';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { StatusBadge } from '../../../ui/details/StatusBadge';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { formatCnpj, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';
import { useVenturePhoto } from '../api';

/** The venture's photo (replaceable and removable by whoever may edit it) and its data. */
export function VentureSummary({ venture }: { venture: VentureDetails }) {
  const { can } = useRequiredSession();
  const photo = useVenturePhoto();
  const canEdit = can('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS');

  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {canEdit ? (
          <Stack w={{ base: '100%', sm: 360 }}>
            <PhotoInput
              label="Foto do empreendimento"
              value={venture.avatarUrl}
              disabled={photo.isPending}
              onSelect={(file) => photo.mutate({ id: venture.id, file })}
              onRemove={() => photo.mutate({ id: venture.id, file: null })}
            />
          </Stack>
        ) : (
          <Avatar
            src={venture.avatarUrl}
            size={96}
            radius={96}
            alt={venture.avatarUrl ? 'Foto do empreendimento' : undefined}
          >
            <IconBuilding size={40} stroke={1.4} aria-hidden />
          </Avatar>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 240 }}>
          <DetailItem label="Nome">{venture.name}</DetailItem>
          <DetailItem label="Referência">{venture.ref}</DetailItem>
          <DetailItem label="CNPJ">{formatCnpj(venture.cnpj)}</DetailItem>
          <DetailItem label="E-mail">{venture.email}</DetailItem>
          <DetailItem label="Telefone">{formatPhone(venture.phone)}</DetailItem>
          <DetailItem label="Data de cadastro">{formatDate(venture.createdAt)}</DetailItem>
          <DetailItem label="ID na App Store">{venture.appstoreId}</DetailItem>
          <DetailItem label="ID na Play Store">{venture.playstoreId}</DetailItem>
          <DetailItem label="Fluxo de onboarding linear">
            <StatusBadge tone={venture.useLinearOnboardFlow ? 'success' : 'neutral'}>
              {venture.useLinearOnboardFlow ? 'Sim' : 'Não'}
            </StatusBadge>
          </DetailItem>
        </SimpleGrid>
      </Group>
      {venture.bio && (
        <Stack mt="lg">
          <DetailItem label="Bio">{venture.bio}</DetailItem>
        </Stack>
      )}
    </Paper>
  );
}
