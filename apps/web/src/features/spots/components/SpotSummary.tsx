import { Avatar, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { SpotDetails } from '@reserva/shared/spots/spots.schemas';
import { IconMapPin } from '@tabler/icons-react';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { formatDate } from '../../../ui/format';
import { useSpotPhoto } from '../api';
import { YesNo } from './YesNo';

/** The spot's photo (replaceable and removable with the write key) and its data. */
export function SpotSummary({ spot }: { spot: SpotDetails }) {
  const { can } = useRequiredSession();
  const photo = useSpotPhoto();
  const canEdit = can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS');

  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {canEdit ? (
          <Stack w={{ base: '100%', sm: 360 }}>
            <PhotoInput
              label="Foto do local"
              value={spot.avatarUrl}
              disabled={photo.isPending}
              onSelect={(file) => photo.mutate({ id: spot.id, file })}
              onRemove={() => photo.mutate({ id: spot.id, file: null })}
            />
          </Stack>
        ) : (
          <Avatar
            src={spot.avatarUrl}
            size={96}
            radius={96}
            alt={spot.avatarUrl ? 'Foto do local' : undefined}
          >
            <IconMapPin size={40} stroke={1.4} aria-hidden />
          </Avatar>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 240 }}>
          <DetailItem label="Nome">{spot.name}</DetailItem>
          <DetailItem label="Empreendimento">{spot.venture.name}</DetailItem>
          <DetailItem label="Data de cadastro">{formatDate(spot.createdAt)}</DetailItem>
          <DetailItem label="Ativo">
            <YesNo value={spot.isActive} />
          </DetailItem>
          <DetailItem label="Área de convivência">
            <YesNo value={spot.isLivingArea} />
          </DetailItem>
          <DetailItem label="Descrição">{spot.description}</DetailItem>
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
