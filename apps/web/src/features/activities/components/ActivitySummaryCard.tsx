import { Anchor, Avatar, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ActivityDetails } from '@reserva/shared/activities/activities.schemas';
import { IconRun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { formatDate, formatMoney } from '../../../ui/format';
import { useActivityPhoto } from '../api';
import { YesNo } from './YesNo';

/** The activity's photo (replaceable and removable with the write key) and its data. */
export function ActivitySummaryCard({ activity }: { activity: ActivityDetails }) {
  const { can } = useRequiredSession();
  const photo = useActivityPhoto();
  const canEdit = can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS');

  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {canEdit ? (
          <Stack w={{ base: '100%', sm: 360 }}>
            <PhotoInput
              label="Foto da atividade"
              value={activity.avatarUrl}
              disabled={photo.isPending}
              onSelect={(file) => photo.mutate({ id: activity.id, file })}
              onRemove={() => photo.mutate({ id: activity.id, file: null })}
            />
          </Stack>
        ) : (
          <Avatar
            src={activity.avatarUrl}
            size={96}
            radius={96}
            alt={activity.avatarUrl ? 'Foto da atividade' : undefined}
          >
            <IconRun size={40} stroke={1.4} aria-hidden />
          </Avatar>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 240 }}>
          <DetailItem label="Local">
            {can('SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS') ? (
              <Anchor component={Link} to="/spots/details" state={{ spotId: activity.spot.id }} size="sm">
                {activity.spot.name}
              </Anchor>
            ) : (
              activity.spot.name
            )}
          </DetailItem>
          <DetailItem label="Empreendimento">{activity.spot.venture.name}</DetailItem>
          {/* No price of its own: the events carry theirs, so a dash rather than 'Isento'. */}
          <DetailItem label="Preço da reserva">
            {activity.bookingPrice === null ? null : formatMoney(activity.bookingPrice)}
          </DetailItem>
          <DetailItem label="Ativo">
            <YesNo value={activity.isActive} />
          </DetailItem>
          <DetailItem label="Área de convivência">
            <YesNo value={activity.spot.isLivingArea} />
          </DetailItem>
          <DetailItem label="Data de cadastro">{formatDate(activity.createdAt)}</DetailItem>
          <DetailItem label="Descrição">{activity.description}</DetailItem>
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
