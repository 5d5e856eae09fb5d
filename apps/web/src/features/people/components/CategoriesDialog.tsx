import { Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useVentureChoices } from '../../auth/api';
import { type CategoryOption, useCategoryOptionsOf } from '../api';

export type LinkedCategory = PersonDetails['categories'][number];
type Venture = LinkedCategory['venture'];

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

/**
 * The ventures of the linked categories first, whatever the search; then the others the user works in,
 * searched by name on the server and a page at a time ('Mostrar mais'), since a MASTER may reach
 * thousands. A category chosen in a venture the search then hides stays chosen.
 */
function CategoriesForm({ linked, onSave, onClose }: Omit<CategoriesDialogProps, 'opened'>) {
  const [chosen, setChosen] = useState<LinkedCategory[]>(linked);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const choices = useVentureChoices(term);
  useLoadErrorToast(choices.error, 'Ocorreu um erro ao carregar os empreendimentos, tente novamente.');
  const pinned = linked.map((category) => category.venture);
  const pinnedIds = new Set(pinned.map((venture) => venture.id));
  const foundPages = (choices.data?.pages ?? []).map((page) =>
    page.items.filter((venture) => !pinnedIds.has(venture.id)),
  );
  const found = foundPages.flat();
  // One call for the pinned ventures' categories and one per page found, not one per venture.
  const options = useCategoryOptionsOf(
    [pinned, ...foundPages].map((ventures) => ventures.map((venture) => venture.id)),
  );
  const choose = (venture: Venture, category: { id: string; title: string } | null) =>
    setChosen((current) => [
      ...current.filter((item) => item.ventureId !== venture.id),
      ...(category ? [{ ...category, ventureId: venture.id, venture }] : []),
    ]);
  const row = (venture: Venture) => (
    <VentureCategorySelect
      key={venture.id}
      venture={venture}
      options={options.get(venture.id)}
      value={chosen.find((item) => item.ventureId === venture.id)?.id ?? null}
      onChange={(category) => choose(venture, category)}
    />
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Escolha a categoria do cadastro em cada empreendimento.
      </Text>
      {pinned.map(row)}
      <TextInput
        label="Buscar empreendimento"
        placeholder="Nome do empreendimento"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          choices.isFetching ? (
            <Loader size="xs" role="status" aria-label="Carregando empreendimentos" />
          ) : undefined
        }
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {found.map(row)}
      {choices.data?.pages[0]?.total === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum empreendimento encontrado
        </Text>
      )}
      {choices.hasNextPage && (
        <Button
          variant="subtle"
          loading={choices.isFetchingNextPage}
          onClick={() => void choices.fetchNextPage()}
        >
          Mostrar mais
        </Button>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => onSave(chosen)}>Salvar</Button>
      </Group>
    </Stack>
  );
}

/** A venture's category; `options` undefined while they load. */
function VentureCategorySelect(props: {
  venture: Venture;
  options: CategoryOption[] | undefined;
  value: string | null;
  onChange: (category: CategoryOption | null) => void;
}) {
  const { options } = props;
  return (
    <Select
      label={props.venture.name}
      placeholder={options?.length === 0 ? 'Nenhuma categoria cadastrada' : 'Sem categoria'}
      data={(options ?? []).map((category) => ({ value: category.id, label: category.title }))}
      value={props.value}
      onChange={(id) => props.onChange(options?.find((category) => category.id === id) ?? null)}
      clearable
      disabled={!options}
    />
  );
}
