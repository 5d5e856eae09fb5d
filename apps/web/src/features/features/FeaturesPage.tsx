import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { Feature } from '@reserva/shared/features/features.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRequiredSession } from '../../app/session/use-session';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useRecordDialogs } from '../../ui/dialogs/use-record-dialogs';
import { hint } from '../../ui/hint/hint';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { ListCard } from '../../ui/list/ListCard';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useDeleteFeature, useFeatures, useSaveFeature } from './api';
import { isBuiltInFeature } from './built-in';
import { FeatureModal } from './components/FeatureModal';

type Sort = 'key' | 'name' | 'createdAt';

const SORT_OPTIONS = [
  { value: 'createdAt' as const, label: 'Data de cadastro' },
  { value: 'key' as const, label: 'Chave' },
  { value: 'name' as const, label: 'Nome' },
];

/** /features, 'Permissões': list with search, create/edit dialog and delete (spec 002, section 2). */
export function FeaturesPage() {
  const { can } = useRequiredSession();
  const canWrite = can('FEATURE_FULL_ACCESS', 'FEATURE_WRITE_ACCESS');
  // The spec names no delete key for permissions: deleting takes FEATURE_FULL_ACCESS.
  const canDelete = can('FEATURE_FULL_ACCESS');
  const list = useListParams<Sort, { search: string }>({
    defaultSort: 'createdAt',
    initialFilters: { search: '' },
  });
  const features = useFeatures(list.params);
  useLoadErrorToast(features.error, 'Ocorreu um erro ao carregar as permissões, tente novamente.');
  const save = useSaveFeature();
  const remove = useDeleteFeature();
  const dialogs = useRecordDialogs<Feature>();
  const { editing, deleting } = dialogs;

  const columns: DataTableColumn<Feature>[] = [
    { key: 'name', header: 'Nome', render: (feature) => feature.name },
    {
      key: 'key',
      header: 'Chave',
      render: (feature) => (
        <Text size="sm" ff="monospace">
          {feature.key}
        </Text>
      ),
    },
    { key: 'groups', header: 'Grupos', width: 90, render: (feature) => feature.featureGroupsCount },
  ];
  if (canWrite || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 100,
      render: (feature) => (
        <Group gap={4} wrap="nowrap">
          {canWrite && (
            <ActionIcon
              variant="subtle"
              aria-label={`Editar ${feature.key}`}
              onClick={() => dialogs.edit(feature)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {canDelete && <DeleteButton feature={feature} onClick={() => dialogs.askDelete(feature)} />}
        </Group>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title="Permissões"
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.create}>
              Cadastrar nova
            </Button>
          )
        }
      />
      <ListCard
        list={list}
        query={features}
        toolbar={{
          search: list.filters.search,
          onSearchChange: (value) => list.setFilter('search', value),
          searchPlaceholder: 'Pesquisar por chave ou nome',
          sortOptions: SORT_OPTIONS,
        }}
        label="Permissões"
        columns={columns}
        rowKey={(feature) => feature.id}
        emptyText="Nenhuma permissão encontrada"
        minWidth={640}
      />
      <FeatureModal
        opened={editing !== undefined}
        record={editing ?? null}
        saving={save.isPending}
        onClose={dialogs.closeForm}
        onSave={(body) => save.mutate({ id: editing?.id ?? null, body }, { onSuccess: dialogs.closeForm })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        loading={remove.isPending}
        onClose={dialogs.closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: dialogs.closeDelete })}
      />
    </>
  );
}

function DeleteButton({ feature, onClick }: { feature: Feature; onClick: () => void }) {
  const builtIn = isBuiltInFeature(feature.key);
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`Excluir ${feature.key}`}
      disabled={builtIn}
      onClick={onClick}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
  return builtIn ? <span {...hint('Permissão usada pelo sistema')}>{button}</span> : button;
}
