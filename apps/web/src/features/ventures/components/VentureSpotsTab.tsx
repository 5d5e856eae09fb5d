import { Avatar, Button, Group, Text } from '@mantine/core';
import type { VentureSpot } from '@reserva/shared/ventures/ventures.schemas';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDate } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';

/** 'Locais': the venture's spots, each linking to its details for those who may read spots. */
export function VentureSpotsTab({ ventureId, spots }: { ventureId: string; spots: VentureSpot[] }) {
  const { can } = useRequiredSession();
  const navigate = useNavigate();
  const columns: DataTableColumn<VentureSpot>[] = [
    { key: 'isActive', header: 'Ativo', width: 90, render: (spot) => <YesNo value={spot.isActive} /> },
    {
      key: 'name',
      header: 'Local',
      render: (spot) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={spot.avatarUrl} size={32} radius={32} alt="">
            <IconMapPin size={16} aria-hidden />
          </Avatar>
          <Text size="sm">{spot.name}</Text>
        </Group>
      ),
    },
    {
      key: 'isLivingArea',
      header: 'Área de convivência',
      render: (spot) => <YesNo value={spot.isLivingArea} />,
    },
    { key: 'createdAt', header: 'Data de cadastro', render: (spot) => formatDate(spot.createdAt) },
  ];
  if (can('SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS')) {
    columns.push(detailsColumn('/spots/details', 'spotId'));
  }

  return (
    <>
      {can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS') && (
        <Group justify="flex-end" mb="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            // The spot form starts in this venture (spec 002, s.2: register may receive ventureId).
            onClick={() => navigate('/spots/register', { state: { ventureId } })}
          >
            Novo local
          </Button>
        </Group>
      )}
      <DataTable
        label="Locais do empreendimento"
        columns={columns}
        rows={spots}
        loading={false}
        rowKey={(spot) => spot.id}
        emptyText="Nenhum local cadastrado neste empreendimento"
        minWidth={520}
      />
    </>
  );
}
