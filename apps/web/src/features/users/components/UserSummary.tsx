import { isSellerGroup } from '@reserva/shared/users/users.rules';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { IconUser } from '@tabler/icons-react';
import { AddressText } from '../../../ui/details/AddressText';
import { DetailItem } from '../../../ui/details/DetailItem';
import { PhoneLink } from '../../../ui/details/PhoneLink';
import { StatusBadge } from '../../../ui/details/StatusBadge';
import { SummaryCard } from '../../../ui/details/SummaryCard';
import { formatCnpj, formatCpf, formatDate } from '../../../ui/format';
import { useUserPhoto } from '../api';
import { faceIdLabel, RegistrationStatus } from './UserStatusBadges';

export interface UserSummaryProps {
  user: UserDetails;
  /** Whether the viewer may replace or delete the photo. */
  canEditPhoto: boolean;
}

/** The employee's photo and data on /users/details (spec 002, s.2 Employees). */
export function UserSummary({ user, canEditPhoto }: UserSummaryProps) {
  const photo = useUserPhoto();
  const isSeller = isSellerGroup(user.featureGroup.key);

  return (
    <SummaryCard
      avatarUrl={user.avatarUrl}
      icon={IconUser}
      canEditPhoto={canEditPhoto}
      photoPending={photo.isPending}
      onPhotoChange={(file) => photo.mutate({ id: user.id, file })}
      bio={user.bio}
    >
      <DetailItem label="Face ID">
        <StatusBadge tone={user.faceIdStatus === 'ENABLED' ? 'info' : 'neutral'}>
          {faceIdLabel(user.faceIdStatus)}
        </StatusBadge>
      </DetailItem>
      <DetailItem label="Cadastro">
        <RegistrationStatus confirmPending={user.confirmPending} />
      </DetailItem>
      <DetailItem label="Grupo de permissões">{user.featureGroup.name}</DetailItem>
      <DetailItem label="Telefone">{user.phone && <PhoneLink phone={user.phone} />}</DetailItem>
      <DetailItem label="E-mail">{user.email}</DetailItem>
      {isSeller ? (
        <DetailItem label="CNPJ">{formatCnpj(user.cnpj)}</DetailItem>
      ) : (
        <DetailItem label="CPF">{formatCpf(user.cpf)}</DetailItem>
      )}
      {isSeller && <DetailItem label="Nome da empresa">{user.companyName}</DetailItem>}
      {isSeller && <DetailItem label="Nome fantasia">{user.tradeName}</DetailItem>}
      {isSeller && (
        <DetailItem label="Loja">
          {user.paymentRegistered ? (
            <StatusBadge tone="success">Ativa</StatusBadge>
          ) : (
            <StatusBadge>Inativa</StatusBadge>
          )}
        </DetailItem>
      )}
      <DetailItem label="Empreendimentos">
        {user.ventures.map((venture) => venture.name).join(', ')}
      </DetailItem>
      <DetailItem label="Data de cadastro">{formatDate(user.createdAt)}</DetailItem>
      <DetailItem label="Endereço">{user.address && <AddressText address={user.address} />}</DetailItem>
    </SummaryCard>
  );
}
