import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Feature } from '@reserva/shared/features/features.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { groupByArea, matchesSearch } from '../feature-areas';
import { FeatureLabel } from './FeatureLabel';

export interface FeaturePickerModalProps {
  opened: boolean;
  features: Feature[] | undefined;
  loading: boolean;
  selected: readonly string[];
  /** Whether the user may tick the key: it holds it, or the group had it already (the server's rule). */
  isGrantable: (feature: Feature) => boolean;
  onApply: (ids: string[]) => void;
  onClose: () => void;
}

/** The 'Permissões do grupo' dialog: every permission, searchable, by area, to tick or untick. */
export function FeaturePickerModal(props: FeaturePickerModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Permissões do grupo" size="xl" centered>
      {/* Mounted only while open: every opening starts from the form's current choice. */}
      {props.loading || !props.features ? (
        <Center py="xl">
          <Loader aria-label="Carregando permissões" />
        </Center>
      ) : (
        <Picker {...props} features={props.features} />
      )}
    </Modal>
  );
}

function Picker({
  features,
  selected: initial,
  isGrantable,
  onApply,
  onClose,
}: FeaturePickerModalProps & { features: Feature[] }) {
  const [selected, setSelected] = useState(() => new Set(initial));
  const [search, setSearch] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [onlySelected, setOnlySelected] = useState(false);

  const areas = useMemo(() => groupByArea(features), [features]);
  const visible = areas
    .filter((group) => area === null || group.name === area)
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (feature) => matchesSearch(feature, search) && (!onlySelected || selected.has(feature.id)),
      ),
    }))
    .filter((group) => group.items.length > 0);

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Pesquisar"
          placeholder="Chave ou nome"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          data-autofocus
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Área"
          placeholder="Todas"
          data={areas.map((group) => group.name)}
          value={area}
          onChange={setArea}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Checkbox
          label="Somente selecionadas"
          checked={onlySelected}
          onChange={(event) => setOnlySelected(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        {visible.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Nenhuma permissão encontrada
          </Text>
        ) : (
          <Stack gap="lg">
            {visible.map((group) => {
              // The area's box ticks or unticks only what the user may hand out.
              const changeable = group.items.filter(isGrantable);
              const ticked = changeable.filter((feature) => selected.has(feature.id)).length;
              return (
                <Stack key={group.name} gap={6} role="group" aria-label={group.name}>
                  <Group justify="space-between">
                    <Title order={3} size="h5">
                      {group.name}
                    </Title>
                    <Checkbox
                      size="xs"
                      label="Todas da área"
                      checked={changeable.length > 0 && ticked === changeable.length}
                      indeterminate={ticked > 0 && ticked < changeable.length}
                      disabled={changeable.length === 0}
                      onChange={(event) =>
                        toggle(
                          changeable.map((feature) => feature.id),
                          event.currentTarget.checked,
                        )
                      }
                    />
                  </Group>
                  {group.items.map((feature) => {
                    const grantable = isGrantable(feature);
                    return (
                      <Checkbox
                        key={feature.id}
                        label={<FeatureLabel feature={feature} />}
                        description={grantable ? undefined : 'Você não possui esta permissão'}
                        checked={selected.has(feature.id)}
                        disabled={!grantable}
                        onChange={(event) => toggle([feature.id], event.currentTarget.checked)}
                      />
                    );
                  })}
                </Stack>
              );
            })}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.size === 1 ? '1 selecionada' : `${selected.size} selecionadas`}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => onApply([...selected])}>Aplicar</Button>
        </Group>
      </Group>
    </Stack>
  );
}
