import { Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { DeleteButton, EditButton } from '../../ui/details/RecordButtons';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { HistoryLink } from '../audit/HistoryLink';
import { useDeleteVenture, useVenture } from './api';
import { ExperienceLevelsTab } from './components/ExperienceLevelsTab';
import { UserCategoriesTab } from './components/UserCategoriesTab';
import { VentureDeleteDialog } from './components/VentureDeleteDialog';
import { VentureSpotsTab } from './components/VentureSpotsTab';
import { VentureSummary } from './components/VentureSummary';

/** /ventures/details with `ventureId` in the navigation state. */
export function VentureDetailsPage() {
  const ventureId = useStateId('ventureId');
  const navigate = useNavigate();
  const { can } = useRequiredSession();
  const venture = useVenture(ventureId);
  const remove = useDeleteVenture();
  const [confirming, setConfirming] = useState(false);
  useLoadErrorToast(venture.error, 'Ocorreu um erro ao carregar o empreendimento, tente novamente.');

  if (!ventureId || venture.isError) return <Navigate to="/ventures" replace />;
  if (!venture.data) {
    return <ContentLoader />;
  }

  const deleteVenture = () =>
    remove.mutate(ventureId, {
      onSuccess: () => navigate('/ventures', { replace: true }),
      onSettled: () => setConfirming(false),
    });
  // Spec 002, s.2: the levels tab only with experience-level full or read access.
  const showsLevels = can('VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS', 'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS');

  return (
    <>
      <PageHeader
        title={venture.data.name}
        backTo="/ventures"
        actions={
          <>
            <HistoryLink subjectType="venture" subjectId={ventureId} name={venture.data.name} />
            {can('VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS') && (
              <EditButton onClick={() => navigate('/ventures/update', { state: { ventureId } })} />
            )}
            {can('VENTURE_FULL_ACCESS', 'VENTURE_DELETE_ACCESS') && (
              <DeleteButton onClick={() => setConfirming(true)} />
            )}
          </>
        }
      />
      <Stack gap="lg">
        <VentureSummary venture={venture.data} />
        <Paper withBorder p="md" radius="md">
          <Tabs defaultValue="spots" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="spots">Locais</Tabs.Tab>
              <Tabs.Tab value="categories">Categorias de usuário</Tabs.Tab>
              {showsLevels && <Tabs.Tab value="levels">Níveis de experiência</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="spots">
              <VentureSpotsTab ventureId={ventureId} spots={venture.data.spots} />
            </Tabs.Panel>
            <Tabs.Panel value="categories">
              <UserCategoriesTab ventureId={ventureId} categories={venture.data.userCategories} />
            </Tabs.Panel>
            {showsLevels && (
              <Tabs.Panel value="levels">
                <ExperienceLevelsTab ventureId={ventureId} levels={venture.data.experienceLevels} />
              </Tabs.Panel>
            )}
          </Tabs>
        </Paper>
      </Stack>
      <VentureDeleteDialog
        ventureId={ventureId}
        opened={confirming}
        deleting={remove.isPending}
        onConfirm={deleteVenture}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
