import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import {
  type NoticeKind,
  type NoticePreferences,
  type NoticePreferencesUpdate,
  noticePreferencesUpdate,
} from '@reserva/shared/notifications/notifications.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRequiredSession } from '../../../app/session/use-session';
import { ContentLoader } from '../../../ui/ContentLoader';
import { FormButtons } from '../../../ui/form/FormButtons';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useNoticePreferences, useSaveNoticePreferences } from '../api';

// 'Avisos': which notices reach the user's bell in the session's venture (docs/decisions.md, Bookings,
// "A bell that is not noise"). Managers' notices always do, so they are not offered.

const KINDS: Record<NoticeKind, { label: string; description: string }> = {
  BOOKING: { label: 'Reservas', description: 'Novas reservas feitas por outras pessoas' },
  CANCELLATION: { label: 'Cancelamentos', description: 'Reservas canceladas pela equipe' },
  QUEUE: { label: 'Fila de espera', description: 'Entradas na fila e vagas liberadas para ela' },
  BLOCK: { label: 'Bloqueios', description: 'Suspensões por no-show' },
};

interface NoticePreferencesModalProps {
  opened: boolean;
  onClose: () => void;
}

export function NoticePreferencesModal({ opened, onClose }: NoticePreferencesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Avisos" centered>
      <PreferencesBody onClose={onClose} />
    </Modal>
  );
}

function PreferencesBody({ onClose }: { onClose: () => void }) {
  const { venture } = useRequiredSession();
  const preferences = useNoticePreferences(venture.id);
  if (preferences.isPending) return <ContentLoader />;
  if (preferences.isError) {
    return <LoadFailure onRetry={() => void preferences.refetch()} py="md" />;
  }
  return (
    <PreferencesForm
      ventureId={venture.id}
      ventureName={venture.name}
      preferences={preferences.data}
      onClose={onClose}
    />
  );
}

interface PreferencesFormProps {
  ventureId: string;
  ventureName: string;
  preferences: NoticePreferences;
  onClose: () => void;
}

function PreferencesForm({ ventureId, ventureName, preferences, onClose }: PreferencesFormProps) {
  const save = useSaveNoticePreferences(ventureId);
  const { control, handleSubmit } = useForm<
    z.input<typeof noticePreferencesUpdate>,
    unknown,
    NoticePreferencesUpdate
  >({
    resolver: zodResolver(noticePreferencesUpdate),
    defaultValues: { kinds: preferences.kinds, activityIds: preferences.activityIds },
  });
  const activities = preferences.activities.map((activity) => ({ value: activity.id, label: activity.name }));
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Escolha os avisos que chegam ao seu sino em {ventureName}. Os avisos da gerência chegam sempre.
          {preferences.isDefault && ' Você ainda não escolheu: valem os padrões do seu grupo.'}
        </Text>
        <Controller
          control={control}
          name="kinds"
          render={({ field }) => (
            <Checkbox.Group label="Tipos de aviso" value={field.value} onChange={field.onChange}>
              <Stack gap="sm" mt="xs">
                {preferences.availableKinds.map((kind) => (
                  <Checkbox
                    key={kind}
                    value={kind}
                    label={KINDS[kind].label}
                    description={KINDS[kind].description}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="activityIds"
          render={({ field }) => (
            <MultiSelect
              label="Atividades"
              description="Sem nenhuma escolhida, avisos de todas as atividades."
              placeholder={field.value.length === 0 ? 'Todas as atividades' : undefined}
              nothingFoundMessage="Nenhuma atividade encontrada"
              data={activities}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <FormButtons submitting={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
