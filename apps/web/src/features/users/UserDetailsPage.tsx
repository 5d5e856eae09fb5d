import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { EMPLOYEE_KEYS, isSellerGroup, mayManageUser } from '@reserva/shared/users/users.rules';
import { IconBell, IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { DeleteButton, EditButton } from '../../ui/details/RecordButtons';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { HistoryLink } from '../audit/HistoryLink';
import { useDeleteUser, useEnablePayment, useResendInvitation, useUser } from './api';
import { GroupFeaturesTab } from './components/GroupFeaturesTab';
import { SellerBookingsTab } from './components/SellerBookingsTab';
import { StoreActivationModal } from './components/StoreActivationModal';
import { UserSummary } from './components/UserSummary';

type Dialog = 'delete' | 'notify' | 'store' | null;

/** /users/details with `userId` in the navigation state. */
export function UserDetailsPage() {
  const userId = useStateId('userId');
  const navigate = useNavigate();
  const session = useRequiredSession();
  const user = useUser(userId);
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const enablePayment = useEnablePayment();
  const [dialog, setDialog] = useState<Dialog>(null);
  useLoadErrorToast(user.error, 'Ocorreu um erro ao carregar o funcionário, tente novamente.');

  if (!userId || user.isError) return <Navigate to="/users" replace />;
  const { data } = user;
  if (!data) {
    return <ContentLoader />;
  }

  // Buttons follow the server's rules: the key, and the authLevel for edits and deletions.
  const { can } = session;
  const manager = {
    id: session.user.id,
    authLevel: session.user.featureGroup.authLevel,
    isMaster: session.user.featureGroup.key === MASTER_GROUP_KEY,
  };
  const target = { id: data.id, authLevel: data.featureGroup.authLevel };
  const canEdit = can(...EMPLOYEE_KEYS.write) && mayManageUser(manager, target, 'edit');
  const canDelete = can(...EMPLOYEE_KEYS.delete) && mayManageUser(manager, target, 'delete');
  const canNotify = can(...EMPLOYEE_KEYS.confirm) && data.confirmPending;
  const isSeller = isSellerGroup(data.featureGroup.key);
  const canActivateStore = canEdit && isSeller && !data.paymentRegistered;
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={data.name}
        backTo="/users"
        actions={
          <>
            <HistoryLink subjectType="user" subjectId={userId} name={data.name} />
            {canNotify && (
              <Button
                variant="default"
                leftSection={<IconBell size={18} aria-hidden />}
                onClick={() => setDialog('notify')}
              >
                Enviar notificação
              </Button>
            )}
            {canActivateStore && (
              <Button
                variant="default"
                leftSection={<IconBuildingStore size={18} aria-hidden />}
                onClick={() => setDialog('store')}
              >
                Ativar loja
              </Button>
            )}
            {canEdit && <EditButton onClick={() => navigate('/users/update', { state: { userId } })} />}
            {canDelete && <DeleteButton onClick={() => setDialog('delete')} />}
          </>
        }
      />
      <Stack gap="lg">
        <UserSummary user={data} canEditPhoto={canEdit} />
        <Paper withBorder p="md" radius="md">
          <Tabs defaultValue="features" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="features">Permissões</Tabs.Tab>
              {/* Spec 002, s.6: the bookings tab only for groups whose key includes SELLER. */}
              {isSeller && <Tabs.Tab value="bookings">Reservas</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="features">
              <GroupFeaturesTab group={data.featureGroup} />
            </Tabs.Panel>
            {isSeller && (
              <Tabs.Panel value="bookings">
                <SellerBookingsTab sellerId={data.id} />
              </Tabs.Panel>
            )}
          </Tabs>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'delete'}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(userId, {
            onSuccess: () => navigate('/users', { replace: true }),
            onSettled: close,
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'notify'}
        title="Enviar notificação"
        message="Deseja reenviar a notificação?"
        confirmLabel="Enviar"
        color="blue"
        loading={resend.isPending}
        onConfirm={() => resend.mutate(userId, { onSettled: close })}
        onClose={close}
      />
      <StoreActivationModal
        opened={dialog === 'store'}
        saving={enablePayment.isPending}
        onSave={() => enablePayment.mutate(userId, { onSettled: close })}
        onClose={close}
      />
    </>
  );
}
