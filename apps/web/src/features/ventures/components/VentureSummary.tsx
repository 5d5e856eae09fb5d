import { countText } from '@reserva/shared/common/count-text';
import type { VentureDetails } from '@reserva/shared/ventures/ventures.schemas';
import { IconBuilding } from '@tabler/icons-react';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { YesNo } from '../../../ui/details/YesNo';
import { formatCnpj, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';
import { useVenturePhoto } from '../api';

/** The venture's photo (replaceable and removable by whoever may edit it) and its data. */
export function VentureSummary({ venture }: { venture: VentureDetails }) {
  const { can } = useRequiredSession();
  const photo = useVenturePhoto();
  const canEdit = can('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS');

  return (
    <SummaryCard
      avatarUrl={venture.avatarUrl}
      photoLabel="Foto do empreendimento"
      icon={IconBuilding}
      canEditPhoto={canEdit}
      photoPending={photo.isPending}
      onPhotoChange={(file) => photo.mutate({ id: venture.id, file })}
      bio={venture.bio}
    >
      <DetailItem label="Nome">{venture.name}</DetailItem>
      <DetailItem label="Referência">{venture.ref}</DetailItem>
      <DetailItem label="CNPJ">{formatCnpj(venture.cnpj)}</DetailItem>
      <DetailItem label="E-mail">{venture.email}</DetailItem>
      <DetailItem label="Telefone">{formatPhone(venture.phone)}</DetailItem>
      <DetailItem label="Data de cadastro">{formatDate(venture.createdAt)}</DetailItem>
      <DetailItem label="ID na App Store">{venture.appstoreId}</DetailItem>
      <DetailItem label="ID na Play Store">{venture.playstoreId}</DetailItem>
      <DetailItem label="Fluxo de onboarding linear">
        <YesNo value={venture.useLinearOnboardFlow} />
      </DetailItem>
      <DetailItem label="Reserva automática para a fila">
        <YesNo value={venture.autoConvertQueue} />
      </DetailItem>
      <DetailItem label="Check-in automático pela câmera">
        <YesNo value={venture.gateAutoCheckin} />
      </DetailItem>
      <DetailItem label="Reservas abertas com antecedência de">
        {countText(venture.bookingHorizonDays, 'dia', 'dias')}
      </DetailItem>
      <DetailItem label="Suspensão por no-show">
        {venture.noShowPenaltyCount === null
          ? 'Não'
          : `${countText(venture.noShowPenaltyCount, 'no-show', 'no-shows')} em ${countText(venture.noShowPenaltyDays ?? 0, 'dia', 'dias')}: ${countText(venture.noShowSuspensionDays ?? 0, 'dia', 'dias')}`}
      </DetailItem>
    </SummaryCard>
  );
}
