import { Table, Text } from '@mantine/core';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { TableScroll } from '../../../ui/list/TableScroll';

/** The 'Permissões' tab: the features of the user's group. */
export function GroupFeaturesTab({ group }: { group: UserDetails['featureGroup'] }) {
  if (group.features.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        O grupo {group.name} não possui permissões
      </Text>
    );
  }
  return (
    <TableScroll minWidth={480} label={`Permissões do grupo ${group.name}`}>
      <Table striped verticalSpacing="xs" aria-label={`Permissões do grupo ${group.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Permissão</Table.Th>
            <Table.Th>Chave</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.features.map((feature) => (
            <Table.Tr key={feature.id}>
              <Table.Td>{feature.name}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {feature.key}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
