import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { MEMBER_NOTICE_KINDS, type MemberNoticeKind } from '@reserva/shared/members/member-notices.schemas';
import { useId } from 'react';
import { ContentLoader } from '../../../ui/ContentLoader';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useMemberNoticePreferences, useSaveMemberNoticePreferences } from '../api';

const KINDS: Record<MemberNoticeKind, { label: string; description: string }> = {
  BOOKING: { label: 'Reserva confirmada', description: 'Quando uma reserva sua é feita' },
  CANCELLATION: { label: 'Reserva cancelada', description: 'Quando uma reserva sua é cancelada' },
  QUEUE: { label: 'Vaga da fila', description: 'Quando a fila de espera garante uma vaga para você' },
  REMINDER: { label: 'Lembrete na véspera', description: 'Um dia antes de cada reserva, com o passe' },
};

/** 'Avisos por e-mail': a switch per notice the person may receive by mail, saved as it is turned. */
export function MemberNoticePreferences() {
  const titleId = useId();
  const preferences = useMemberNoticePreferences();
  const save = useSaveMemberNoticePreferences();
  const toggle = (kind: MemberNoticeKind, on: boolean) => {
    const kinds = preferences.data?.kinds ?? [];
    save.mutate({ kinds: on ? [...kinds, kind] : kinds.filter((each) => each !== kind) });
  };
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Avisos por e-mail
        </Title>
        <Text size="sm" c="dimmed">
          Escolha o que chega ao seu e-mail. Com o aplicativo aberto, os avisos também aparecem na tela.
        </Text>
        {preferences.isPending ? (
          <ContentLoader />
        ) : preferences.isError ? (
          <LoadFailure onRetry={() => void preferences.refetch()} py="md" />
        ) : (
          MEMBER_NOTICE_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={KINDS[kind].label}
              description={KINDS[kind].description}
              checked={preferences.data.kinds.includes(kind)}
              disabled={save.isPending}
              onChange={(event) => toggle(kind, event.currentTarget.checked)}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}
