import { Button, Paper, Stack, Tabs } from '@mantine/core';
import {
  DEFAULT_PERSON_PASSWORD,
  HOSTED_GROUP_KEYS,
  isMemberGroup,
} from '@reserva/shared/people/people.rules';
import { IconBell, IconKey, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { ContentLoader } from '../../../ui/ContentLoader';
import { DeleteButton, EditButton } from '../../../ui/details/RecordButtons';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useStateId } from '../../../ui/use-state-id';
import { HistoryLink } from '../../audit/HistoryLink';
import { useResendInvitation } from '../../users/api';
import { useBlockPerson, useDefaultPassword, useDeletePerson, usePeople, usePerson } from '../api';
import { KINDS, type PersonKind } from '../people-kinds';
import { BlockDialog } from './BlockDialog';
import { HostedPeopleTab } from './HostedPeopleTab';
import { OnboardsTab } from './OnboardsTab';
import { PersonBookingsTab } from './PersonBookingsTab';
import { PersonSummary } from './PersonSummary';

type Dialog = 'delete' | 'notify' | 'password' | 'block' | null;

/** The details of a member (or dependant), guest or lodger (spec 000, s.2), by the id in the navigation state. */
export function PersonDetailsView({ kind }: { kind: PersonKind }) {
  const screens = KINDS[kind];
  const id = useStateId(screens.stateKey);
  const navigate = useNavigate();
  const { can, venture } = useRequiredSession();
  const person = usePerson(id);
  // Whether deleting takes dependants and guests along (the confirmation says so).
  const hosted = usePeople({ hostId: id ?? '', limit: 1 }, HOSTED_GROUP_KEYS);
  const remove = useDeletePerson();
  const resend = useResendInvitation();
  const password = useDefaultPassword();
  const block = useBlockPerson();
  const [dialog, setDialog] = useState<Dialog>(null);
  useLoadErrorToast(person.error, 'Ocorreu um erro ao carregar o cadastro, tente novamente.');

  if (!id || person.isError) return <Navigate to={screens.list} replace />;
  const { data } = person;
  if (!data) return <ContentLoader />;

  const { keys } = screens;
  const canWrite = can(...keys.write);
  const isMembers = kind === 'member';
  const showsDependants = isMembers && isMemberGroup(data.featureGroup.key);
  const hostedCount = hosted.data?.total ?? 0;
  // A new dependant or guest joins the host's ventures, those the staff user may link: the server
  // shows a non-MASTER only the ventures they share with the person, and a MASTER may link any.
  const linkable = data.ventures.map((item) => item.id);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={data.name}
        backTo={screens.list}
        actions={
          <>
            <HistoryLink subjectType="user" subjectId={id} name={data.name} />
            {data.confirmPending && can(...keys.confirm) && (
              <Button
                variant="default"
                leftSection={<IconBell size={18} aria-hidden />}
                onClick={() => setDialog('notify')}
              >
                {isMembers ? 'Reenviar confirmação' : 'Enviar notificação'}
              </Button>
            )}
            {isMembers && can(...keys.password) && (
              <Button
                variant="default"
                leftSection={<IconKey size={18} aria-hidden />}
                onClick={() => setDialog('password')}
              >
                Redefinir senha
              </Button>
            )}
            {canWrite && (
              <Button
                variant="default"
                leftSection={<IconLock size={18} aria-hidden />}
                onClick={() => setDialog('block')}
              >
                Gerenciar bloqueios
              </Button>
            )}
            {canWrite && (
              <EditButton onClick={() => navigate(screens.update, { state: { [screens.stateKey]: id } })} />
            )}
            {can(...keys.delete) && <DeleteButton onClick={() => setDialog('delete')} />}
          </>
        }
      />
      <Stack gap="lg">
        <PersonSummary person={data} canEditPhoto={canWrite} />
        <Paper withBorder p="md" radius="md">
          <Tabs
            defaultValue={data.featureGroup.useExperienceLevel ? 'onboards' : 'bookings'}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              {data.featureGroup.useExperienceLevel && <Tabs.Tab value="onboards">Onboards</Tabs.Tab>}
              <Tabs.Tab value="bookings">Reservas</Tabs.Tab>
              {showsDependants && <Tabs.Tab value="dependants">Dependentes</Tabs.Tab>}
              {isMembers && <Tabs.Tab value="guests">Convidados</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="onboards">
              <OnboardsTab
                personId={data.id}
                canWrite={canWrite}
                showLink={data.featureGroup.useOnboardUrl}
              />
            </Tabs.Panel>
            <Tabs.Panel value="bookings">
              <PersonBookingsTab personId={data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="dependants">
              <HostedPeopleTab
                hostId={data.id}
                venturesId={linkable}
                groupKey="DEPENDANT"
                canAdd={canWrite}
                ventureId={venture.id}
              />
            </Tabs.Panel>
            <Tabs.Panel value="guests">
              <HostedPeopleTab
                hostId={data.id}
                venturesId={linkable}
                groupKey="GUEST"
                canAdd={canWrite}
                ventureId={venture.id}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'delete'}
        message={
          hostedCount > 0
            ? `Deseja realmente excluir? Os ${hostedCount} dependentes e convidados deste cadastro também serão excluídos, e as reservas pendentes de todos, canceladas.`
            : 'Deseja realmente excluir? As reservas pendentes deste cadastro serão canceladas.'
        }
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, { onSuccess: () => navigate(screens.list, { replace: true }), onSettled: close })
        }
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'notify'}
        title={isMembers ? 'Reenviar confirmação' : 'Enviar notificação'}
        message="Deseja reenviar a notificação?"
        confirmLabel="Enviar"
        color="blue"
        loading={resend.isPending}
        onConfirm={() => resend.mutate(id, { onSettled: close })}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'password'}
        title="Redefinir senha"
        message={`A senha será redefinida para a senha padrão ${DEFAULT_PERSON_PASSWORD}, que deverá ser trocada no próximo acesso ao aplicativo.`}
        confirmLabel="Redefinir"
        color="blue"
        loading={password.isPending}
        onConfirm={() => password.mutate(id, { onSettled: close })}
        onClose={close}
      />
      <BlockDialog
        opened={dialog === 'block'}
        person={data}
        saving={block.isPending}
        onSave={(body) => block.mutate({ id, body }, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}
