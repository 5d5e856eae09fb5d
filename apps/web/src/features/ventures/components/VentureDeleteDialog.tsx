import { List, Loader, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { useVentureDependents } from '../api';
import { dependentLines } from '../venture-dependents';

export interface VentureDeleteDialogProps {
  ventureId: string;
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete confirmation of a venture: it lists what goes with it before the user confirms. */
export function VentureDeleteDialog({
  ventureId,
  opened,
  deleting,
  onConfirm,
  onClose,
}: VentureDeleteDialogProps) {
  const dependents = useVentureDependents(ventureId, opened);
  const lines = dependents.data ? dependentLines(dependents.data) : [];
  return (
    <ConfirmDialog
      opened={opened}
      loading={deleting}
      // Until the counts arrive the user cannot know what the delete takes; a failed count still lets them decide.
      confirmDisabled={dependents.isFetching}
      onConfirm={onConfirm}
      onClose={onClose}
      message={
        <Stack gap="xs">
          {dependents.isFetching ? (
            <Loader size="sm" aria-label="Verificando o que será excluído" />
          ) : dependents.isError ? (
            <Text c="red.7" size="sm">
              Não foi possível verificar o que depende deste empreendimento.
            </Text>
          ) : (
            lines.length > 0 && (
              <>
                <Text>Serão excluídos junto com o empreendimento:</Text>
                <List aria-label="Excluídos junto com o empreendimento">
                  {lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              </>
            )
          )}
          <Text>Deseja realmente excluir?</Text>
        </Stack>
      }
    />
  );
}
