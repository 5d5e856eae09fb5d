import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { useState } from 'react';
import { useSwitchableVentures } from '../../auth/api';
import { useCategoryOptions } from '../api';

export type LinkedCategory = PersonDetails['categories'][number];

export interface CategoriesDialogProps {
  opened: boolean;
  linked: LinkedCategory[];
  onSave: (linked: LinkedCategory[]) => void;
  onClose: () => void;
}

/**
 * 'Categorias' (spec 000, s.2): links each venture the staff user works in to one of its categories.
 * Mantine mounts the content only while open, so every opening starts from the linked categories.
 */
export function CategoriesDialog({ opened, linked, onSave, onClose }: CategoriesDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Categorias" centered size="lg">
      <CategoriesForm linked={linked} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

function CategoriesForm({ linked, onSave, onClose }: Omit<CategoriesDialogProps, 'opened'>) {
  const ventures = useSwitchableVentures();
  const [chosen, setChosen] = useState<LinkedCategory[]>(linked);
  if (!ventures.data) return <Loader size="sm" />;
  const choose = (venture: { id: string; name: string }, category: { id: string; title: string } | null) =>
    setChosen((current) => [
      ...current.filter((item) => item.ventureId !== venture.id),
      ...(category ? [{ ...category, ventureId: venture.id, venture }] : []),
    ]);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Escolha a categoria do cadastro em cada empreendimento.
      </Text>
      {ventures.data.map((venture) => (
        <VentureCategorySelect
          key={venture.id}
          venture={venture}
          value={chosen.find((item) => item.ventureId === venture.id)?.id ?? null}
          onChange={(category) => choose(venture, category)}
        />
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => onSave(chosen)}>Salvar</Button>
      </Group>
    </Stack>
  );
}

function VentureCategorySelect(props: {
  venture: { id: string; name: string };
  value: string | null;
  onChange: (category: { id: string; title: string } | null) => void;
}) {
  const options = useCategoryOptions(props.venture.id);
  return (
    <Select
      label={props.venture.name}
      placeholder={options.data?.length === 0 ? 'Nenhuma categoria cadastrada' : 'Sem categoria'}
      data={(options.data ?? []).map((category) => ({ value: category.id, label: category.title }))}
      value={props.value}
      onChange={(id) => props.onChange(options.data?.find((category) => category.id === id) ?? null)}
      clearable
      disabled={!options.data}
    />
  );
}
