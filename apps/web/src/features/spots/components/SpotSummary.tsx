import type { SpotDetails } from '@reserva/shared/spots/spots.schemas';
import { IconMapPin } from '@tabler/icons-react';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDate } from '../../../ui/format';
import { useSpotPhoto } from '../api';

/** The spot's photo (replaceable and removable with the write key) and its data. */
export function SpotSummary({ spot }: { spot: SpotDetails }) {
  const { can } = useRequiredSession();
  const photo = useSpotPhoto();
  const canEdit = can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS');

  return (
    <SummaryCard
      avatarUrl={spot.avatarUrl}
      photoLabel="Foto do local"
      icon={IconMapPin}
      canEditPhoto={canEdit}
      photoPending={photo.isPending}
      onPhotoChange={(file) => photo.mutate({ id: spot.id, file })}
    >
      <DetailItem label="Nome">{spot.name}</DetailItem>
      <DetailItem label="Empreendimento">{spot.venture.name}</DetailItem>
      <DetailItem label="Endereço">{spot.address}</DetailItem>
      <DetailItem label="Data de cadastro">{formatDate(spot.createdAt)}</DetailItem>
      <DetailItem label="Ativo">
        <YesNo value={spot.isActive} />
      </DetailItem>
      <DetailItem label="Área de convivência">
        <YesNo value={spot.isLivingArea} />
      </DetailItem>
      <DetailItem label="Descrição">{spot.description}</DetailItem>
    </SummaryCard>
  );
}
