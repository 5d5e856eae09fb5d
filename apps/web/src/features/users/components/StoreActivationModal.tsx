import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface StoreActivationModalProps {
  opened: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * Activates a seller's store (spec 002, s.4): one-way, for an indefinite time. Ticking
 * 'Indeterminado' and saving enables payments; any block expiry of the seller is cleared.
 */
export function StoreActivationModal({ opened, saving, onSave, onClose }: StoreActivationModalProps) {
  const [indefinite, setIndefinite] = useState(false);
  const close = () => {
    setIndefinite(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={() => !saving && close()} title="Ativar loja" centered>
      <Stack gap="md">
        <Text size="sm">
          Com a loja ativa, o vendedor pode cadastrar opcionais pagos nos eventos. A ativação não pode ser
          desfeita.
        </Text>
        <Checkbox
          label="Indeterminado"
          description="A loja fica ativa por tempo indeterminado"
          checked={indefinite}
          onChange={(event) => setIndefinite(event.currentTarget.checked)}
          disabled={saving}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancelar
          </Button>
          <Button onClick={onSave} disabled={!indefinite} loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
