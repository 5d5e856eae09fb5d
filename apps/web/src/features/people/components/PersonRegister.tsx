import type { PersonFormInput } from '@reserva/shared/people/people.schemas';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccessToast } from '../../../ui/toasts';
import { useSaveUserPhoto } from '../../users/use-save-user-photo';
import { useCreatePerson } from '../api';
import { detailsLink } from '../people-kinds';
import { PersonForm } from './PersonForm';

export interface PersonRegisterProps {
  title: string;
  defaultValues: PersonFormInput;
  /** Members link categories (spec 000, s.2: Register member). */
  withCategories?: boolean;
  hostPicker?: boolean;
}

/** A register screen: the person form, then the new record's details (spec 000, s.4). */
export function PersonRegister({ title, defaultValues, withCategories, hostPicker }: PersonRegisterProps) {
  const navigate = useNavigate();
  const create = useCreatePerson();
  const photo = useSaveUserPhoto();
  return (
    <>
      <PageHeader title={title} />
      <PersonForm
        defaultValues={defaultValues}
        {...(withCategories && { categories: [] })}
        hostPicker={hostPicker}
        submitLabel="Cadastrar"
        submitting={create.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change) =>
          create.mutate(values, {
            onSuccess: async (person) => {
              await photo.save(person.id, change);
              showSuccessToast('Cadastrado com sucesso');
              // A dependant opens on the members' details, a guest on its own (spec 000, s.2).
              const { to, state } = detailsLink(person);
              navigate(to, { state, replace: true });
            },
          })
        }
      />
    </>
  );
}
