import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import {
  type MemberGuest,
  type MemberGuestInvite,
  type MemberGuestInviteValues,
  memberGuestInvite,
} from '@reserva/shared/members/member-guests.schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { DocumentFields } from '../../people/components/DocumentFields';
import { useInviteGuest } from '../api';

const EMPTY: MemberGuestInviteValues = {
  name: '',
  email: '',
  cpf: '',
  useForeignerDocument: false,
  foreignerDocumentType: null,
  foreignerDocument: '',
};

/** 'Convidar': the guest's name, e-mail and CPF or foreign document, validated by the server's schema. */
export function InviteGuestForm({ onInvited }: { onInvited(guest: MemberGuest): void }) {
  const invite = useInviteGuest();
  const form = useForm<MemberGuestInviteValues, unknown, MemberGuestInvite>({
    resolver: zodResolver(memberGuestInvite),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const submit = handleSubmit((body) => invite.mutate(body, { onSuccess: onInvited }));
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Nome"
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          {/* The person form's own fields: CPF, or 'Usar documento internacional'. */}
          <DocumentFields />
          {invite.isError && (
            <Alert color="red" role="alert" title="Convite não enviado">
              {errorText(invite.error.message, 'Ocorreu um erro ao convidar, tente novamente.')}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={invite.isPending}>
            Enviar convite
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
