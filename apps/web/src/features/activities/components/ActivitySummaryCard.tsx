import { Anchor } from '@mantine/core';
import type { ActivityDetails } from '@reserva/shared/activities/activities.schemas';
import { IconRun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDate, formatMoney } from '../../../ui/format';
import { useActivityPhoto } from '../api';

/** The activity's photo (replaceable and removable with the write key) and its data. */
export function ActivitySummaryCard({ activity }: { activity: ActivityDetails }) {
  const { can } = useRequiredSession();
  const photo = useActivityPhoto();
  const canEdit = can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS');

  return (
    <SummaryCard
      avatarUrl={activity.avatarUrl}
      photoLabel="Foto da atividade"
      icon={IconRun}
      canEditPhoto={canEdit}
      photoPending={photo.isPending}
      onPhotoChange={(file) => photo.mutate({ id: activity.id, file })}
    >
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
    </SummaryCard>
  );
}
