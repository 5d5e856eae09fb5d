import { Button, Paper, SimpleGrid, Switch } from '@mantine/core';
import type { FeatureGroupDetails } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AccessDeniedPage } from '../../ui/AccessDeniedPage';
import { ContentLoader } from '../../ui/ContentLoader';
import { DetailItem } from '../../ui/details/DetailItem';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { useDeleteFeatureGroup, useFeatureGroup, useSaveFeatureGroup } from './api';
import { FeatureGroupForm, type FeatureGroupFormValues } from './components/FeatureGroupForm';
import { FeatureList, FeaturesHeading } from './components/FeatureList';
import { isBuiltInGroup, useGroupAuthority } from './use-group-authority';

const LIST = '/feature-groups';

const EMPTY: FeatureGroupFormValues = {
  name: '',
  key: '',
  authLevel: null,
  features: [],
  useExperienceLevel: false,
  useOnboardUrl: false,
  useFaceId: false,
};

/** /feature-groups/management: create without `featureGroupId` in the state, else view and edit. */
export function FeatureGroupManagementPage() {
  const featureGroupId = useStateId('featureGroupId');
  return featureGroupId ? <ExistingGroup id={featureGroupId} /> : <NewGroup />;
}

function NewGroup() {
  const navigate = useNavigate();
  const authority = useGroupAuthority();
  const save = useSaveFeatureGroup();
  // Without a group in the state the screen creates one, which the read keys of the route do not open.
  if (!authority.canWrite) return <AccessDeniedPage />;
  return (
    <>
      <PageHeader title="Cadastrar grupo de permissões" backTo={LIST} />
      <FeatureGroupForm
        defaultValues={EMPTY}
        initialFeatures={[]}
        keyLocked={false}
        showFaceId={authority.showFaceId}
        minAuthLevel={authority.minAuthLevel}
        isGrantable={(feature) => authority.grantable(feature.key, feature.id, new Set())}
        submitting={save.isPending}
        onCancel={() => navigate(LIST)}
        // After a create the form is left (spec 002, section 4).
        onSubmit={(body) => save.mutate({ id: null, body }, { onSuccess: () => navigate(LIST) })}
      />
    </>
  );
}

function ExistingGroup({ id }: { id: string }) {
  const navigate = useNavigate();
  const authority = useGroupAuthority();
  const group = useFeatureGroup(id);
  const save = useSaveFeatureGroup();
  const remove = useDeleteFeatureGroup();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useLoadErrorToast(group.error, 'Ocorreu um erro ao carregar o grupo, tente novamente.');

  if (group.isError) return <Navigate to={LIST} replace />;
  if (!group.data) {
    return <ContentLoader />;
  }
  const data = group.data;
  const mayChange = authority.canWrite && authority.outranks(data.authLevel);
  const held = new Set(data.features.map((feature) => feature.id));
  // The server refuses to delete the product's own groups and groups people still belong to.
  const deletable = !isBuiltInGroup(data.key) && data.usersCount === 0;

  return (
    <>
      <PageHeader
        title={editing ? 'Editar grupo de permissões' : data.name}
        backTo={LIST}
        actions={
          mayChange && (
            <>
              <Switch
                label="Editar"
                checked={editing}
                onChange={(event) => setEditing(event.currentTarget.checked)}
              />
              {!editing && deletable && (
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  Excluir
                </Button>
              )}
            </>
          )
        }
      />
      {editing ? (
        <FeatureGroupForm
          defaultValues={{
            name: data.name,
            key: data.key,
            authLevel: data.authLevel,
            features: data.features.map((feature) => feature.id),
            useExperienceLevel: data.useExperienceLevel,
            useOnboardUrl: data.useOnboardUrl,
            useFaceId: data.useFaceId,
          }}
          initialFeatures={data.features}
          keyLocked={isBuiltInGroup(data.key)}
          showFaceId={authority.showFaceId}
          minAuthLevel={authority.minAuthLevel}
          isGrantable={(feature) => authority.grantable(feature.key, feature.id, held)}
          submitting={save.isPending}
          onCancel={() => setEditing(false)}
          // After an edit the form is left (spec 002, section 4).
          onSubmit={(body) => save.mutate({ id, body }, { onSuccess: () => navigate(LIST) })}
        />
      ) : (
        <GroupDetails group={data} showFaceId={authority.showFaceId} />
      )}
      <ConfirmDialog
        opened={confirming}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => navigate(LIST, { replace: true }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

function GroupDetails({ group, showFaceId }: { group: FeatureGroupDetails; showFaceId: boolean }) {
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <DetailItem label="Nome">{group.name}</DetailItem>
          <DetailItem label="Chave">{group.key}</DetailItem>
          <DetailItem label="Nível de permissão">{group.authLevel}</DetailItem>
          <DetailItem label="Usuários">{group.usersCount}</DetailItem>
          <DetailItem label="Usa nível de experiência">{yesNo(group.useExperienceLevel)}</DetailItem>
          <DetailItem label="Usa URL de onboard">{yesNo(group.useOnboardUrl)}</DetailItem>
          {showFaceId && <DetailItem label="Usa reconhecimento facial">{yesNo(group.useFaceId)}</DetailItem>}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" mt="md">
        <FeaturesHeading count={group.features.length} />
        <FeatureList features={group.features} />
      </Paper>
    </>
  );
}
