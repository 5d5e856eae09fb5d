import { Button, CopyButton, Group, Select, Text } from '@mantine/core';
import type { Onboard } from '@reserva/shared/people/people.schemas';
import { levelName, personLevelText } from '@reserva/shared/ventures/experience-levels.rules';
import { useState } from 'react';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { DataTable } from '../../../ui/list/DataTable';
import { showErrorMessage, showSuccessToast } from '../../../ui/toasts';
import { useOnboards, useUpdateOnboard } from '../api';
import { OnboardStatus } from './PersonStatusIcons';

export interface OnboardsTabProps {
  personId: string;
  canWrite: boolean;
  /** The group uses an onboarding link (spec 000, s.6: useOnboardUrl). */
  showLink: boolean;
}

/**
 * The person's onboards, one per venture (spec 000, s.2): choosing a level makes it 'Completado' once
 * 'Finalizar' saves it (hidden while completed at that level); 'Resetar' goes back to partial at 0.
 */
export function OnboardsTab({ personId, canWrite, showLink }: OnboardsTabProps) {
  const onboards = useOnboards(personId);
  const update = useUpdateOnboard(personId);
  // The level chosen in each row and not saved yet.
  const [chosen, setChosen] = useState<Record<string, number>>({});

  const finish = (onboard: Onboard, experience: number) =>
    update.mutate(
      { id: onboard.id, body: { onboardType: 'COMPLETED', experience } },
      { onSuccess: () => setChosen(({ [onboard.id]: _, ...rest }) => rest) },
    );
  const reset = (onboard: Onboard) =>
    update.mutate({ id: onboard.id, body: { onboardType: 'PARTIAL', experience: 0 } });

  const columns: DataTableColumn<Onboard>[] = [
    { key: 'venture', header: 'Empreendimento', render: (onboard) => onboard.venture.name },
    {
      key: 'type',
      header: 'Tipo',
      // What is saved: a level chosen completes the onboard only once 'Finalizar' saves it.
      render: (onboard) => <OnboardStatus type={onboard.onboardType} />,
    },
    {
      key: 'experience',
      header: 'Experiência',
      render: (onboard) => {
        const levels = onboard.venture.experienceLevels;
        const shown = chosen[onboard.id] ?? onboard.experience;
        return (
          <Select
            aria-label={`Experiência em ${onboard.venture.name}`}
            // A saved level that is none of the venture's reads 'Sem nível' (0) or 'Nível N'.
            placeholder={levels.length === 0 ? 'Sem níveis' : personLevelText(onboard.experience, levels)}
            data={levels.map((level) => ({ value: String(level.level), label: levelName(level) }))}
            value={levels.some((level) => level.level === shown) ? String(shown) : null}
            onChange={(value) =>
              value !== null && setChosen((current) => ({ ...current, [onboard.id]: Number(value) }))
            }
            allowDeselect={false}
            disabled={!canWrite}
            w={220}
          />
        );
      },
    },
    ...(showLink
      ? [
          {
            key: 'link',
            header: 'Link de onboarding',
            render: (onboard: Onboard) =>
              onboard.onboardingUrl ? (
                <CopyButton value={onboard.onboardingUrl}>
                  {({ copy }) => (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() =>
                        Promise.resolve(copy()).then(
                          () => showSuccessToast('Copiado com sucesso'),
                          () => showErrorMessage('Falha ao copiar', 'Não foi possível copiar o link.'),
                        )
                      }
                    >
                      Copiar link
                    </Button>
                  )}
                </CopyButton>
              ) : (
                <Text c="dimmed">—</Text>
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: 'Ações',
      render: (onboard) => {
        if (!canWrite) return null;
        const level = chosen[onboard.id];
        const completedHere = onboard.onboardType === 'COMPLETED' && level === undefined;
        return (
          <Group gap="xs" wrap="nowrap">
            {!completedHere && (
              <Button
                size="xs"
                disabled={level === undefined && onboard.onboardType !== 'COMPLETED'}
                loading={update.isPending}
                onClick={() => finish(onboard, level ?? onboard.experience)}
              >
                Finalizar
              </Button>
            )}
            {(onboard.onboardType !== 'PARTIAL' || onboard.experience !== 0) && (
              <Button size="xs" variant="default" loading={update.isPending} onClick={() => reset(onboard)}>
                Resetar
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable
      label="Onboards"
      columns={columns}
      rows={onboards.data}
      loading={onboards.isPending}
      error={onboards.error}
      onRetry={() => void onboards.refetch()}
      rowKey={(row) => row.id}
      emptyText="Nenhum onboard encontrado"
      minWidth={760}
    />
  );
}
