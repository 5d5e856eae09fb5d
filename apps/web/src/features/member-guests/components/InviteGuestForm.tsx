import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import {
  type MemberGuest,
  type MemberGuestInvite,
  type MemberGuestInviteValues,
  memberGuestInvite,
} from '@reserva/shared/members/member-guests.schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { EMPTY_IDENTITY, IdentityFields } from '../../../ui/form/IdentityFields';
import { useInviteGuest } from '../api';

const EMPTY: MemberGuestInviteValues = EMPTY_IDENTITY;

/** 'Convidar': the guest's name, e-mail and CPF or foreign document, validated by the server's schema. */
export function InviteGuestForm({ onInvited }: { onInvited(guest: MemberGuest): void }) {
  const invite = useInviteGuest();
  const form = useForm<MemberGuestInviteValues, unknown, MemberGuestInvite>({
    resolver: zodResolver(memberGuestInvite),
    defaultValues: EMPTY,
  });
  const { handleSubmit } = form;
  const submit = handleSubmit((body) => invite.mutate(body, { onSuccess: onInvited }));
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {/* Someone else's identity: the browser does not fill in the host's own. */}
          <IdentityFields whose="other" document="cpf-or-foreign" />
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
