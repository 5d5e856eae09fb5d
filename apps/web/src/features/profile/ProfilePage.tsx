import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditButton } from '../../ui/details/RecordButtons';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useProfile, useProfilePhoto, useUpdateProfile } from './api';
import { ProfileForm } from './components/ProfileForm';
import { ProfileView } from './components/ProfileView';

/** /profile: 'Perfil' shows the own record and toggles to its form; saving goes to /dashboard. */
export function ProfilePage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const update = useUpdateProfile();
  const photo = useProfilePhoto();
  const [editing, setEditing] = useState(false);
  useLoadErrorToast(profile.error, 'Ocorreu um erro ao carregar o perfil, tente novamente.');

  const { data } = profile;
  return (
    <>
      <PageHeader
        title="Perfil"
        actions={data && !editing && <EditButton onClick={() => setEditing(true)} />}
      />
      {!data ? (
        <Center py="xl">{profile.isError ? null : <Loader aria-label="Carregando" />}</Center>
      ) : editing ? (
        <ProfileForm
          user={data}
          submitting={update.isPending || photo.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values, change) =>
            update.mutate(values, {
              onSuccess: async () => {
                // A failed upload has its own toast and does not undo the saved profile.
                if (change !== undefined) {
                  await photo.mutateAsync({ userId: data.id, file: change }).catch(() => undefined);
                }
                showSuccessToast('Atualizado com sucesso');
                navigate('/dashboard');
              },
            })
          }
        />
      ) : (
        <ProfileView user={data} />
      )}
    </>
  );
}
