import { Alert, Button, Modal, Stack, Text, Title } from '@mantine/core';
import type { MemberGuest } from '@reserva/shared/members/member-guests.schemas';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentLoader } from '../../ui/ContentLoader';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useMe } from '../members/api';
import { useMemberGuests, useRemoveGuest } from './api';
import { GuestCard } from './components/GuestCard';
import { InviteGuestForm } from './components/InviteGuestForm';

/**
 * Convidados (issue 31, point 7): the guests the member hosts, 'Convidar' to invite one (mailed to set a
 * password), the way to book for them, and 'Remover' (confirmed: their bookings to come are cancelled).
 * Only a member whose category admits guests sees it.
 */
export function MemberGuestsPage() {
  const me = useMe();
  const guests = useMemberGuests();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<MemberGuest | null>(null);
  const [removing, setRemoving] = useState<MemberGuest | null>(null);
  const remove = useRemoveGuest();
  const confirmRemoval = (guest: MemberGuest) =>
    remove.mutate(guest.id, {
      onSuccess: () => {
        showSuccessToast('Convidado removido', `${guest.name} saiu da sua lista.`);
        if (invited?.id === guest.id) setInvited(null);
      },
      onError: (error) =>
        showErrorToast('Falha ao remover', error, 'Não foi possível remover o convidado, tente novamente.'),
      onSettled: () => setRemoving(null),
    });
  const onInvited = (guest: MemberGuest) => {
    setInviting(false);
    setInvited(guest);
  };

  if (me.data && !me.data.canInviteGuests) {
    return (
      <Stack gap="md">
        <Title order={1}>Convidados</Title>
        <Text>Seu cadastro não permite convidar pessoas. Fale com a secretaria do clube.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>Convidados</Title>
      <Text size="sm" c="dimmed">
        Convide quem vem ao clube com você. Depois, reserve para a pessoa na Agenda, em 'Para quem'.
      </Text>
      <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
        Convidar
      </Button>
      {invited && (
        <Alert
          color="teal"
          title="Convite enviado"
          withCloseButton
          closeButtonLabel="Fechar"
          onClose={() => setInvited(null)}
        >
          {invited.hasSetPassword
            ? `${invited.name} já é seu convidado e já entra no aplicativo.`
            : `${invited.name} vai receber um e-mail em ${invited.email} para criar a senha do aplicativo.`}{' '}
          Você já pode fazer reservas para essa pessoa.
        </Alert>
      )}
      {guests.isPending ? (
        <ContentLoader />
      ) : guests.isError ? (
        <LoadFailure onRetry={() => void guests.refetch()} py="xl" />
      ) : guests.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Você ainda não convidou ninguém.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Seus convidados">
          {guests.data.items.map((guest) => (
            <GuestCard key={guest.id} guest={guest} onRemove={() => setRemoving(guest)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remover convidado"
        message={`Remover ${removing?.name ?? ''} da sua lista? As reservas e filas dessa pessoa que ainda não aconteceram serão canceladas.`}
        confirmLabel="Remover"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && confirmRemoval(removing)}
      />
      <Modal opened={inviting} onClose={() => setInviting(false)} title="Convidar" centered>
        <InviteGuestForm onInvited={onInvited} />
      </Modal>
    </Stack>
  );
}
