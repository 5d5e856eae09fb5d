import type { MemberProfile } from '@reserva/shared/members/member-profile.schemas';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { useSaveMemberProfile } from '../api';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

/** The person's data, read, or changed in its form ('Editar'). */
export function PersonalDataSection({ profile }: { profile: MemberProfile }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveMemberProfile();
  if (!editing) return <ProfileDetails profile={profile} onEdit={() => setEditing(true)} />;
  return (
    <ProfileForm
      profile={profile}
      submitting={save.isPending}
      onCancel={() => setEditing(false)}
      onSubmit={(body, photo) =>
        save.mutate(
          { body, photo },
          {
            onSuccess: () => {
              showSuccessToast('Dados atualizados');
              setEditing(false);
            },
            onError: (error) =>
              showErrorToast(
                'Falha ao salvar',
                error,
                'Ocorreu um erro ao salvar seus dados, tente novamente.',
              ),
          },
        )
      }
    />
  );
}
