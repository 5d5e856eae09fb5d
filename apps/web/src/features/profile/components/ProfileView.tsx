import { Avatar, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isSellerGroup } from '@reserva/shared/users/users.rules';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { GENDER_LABELS } from '@reserva/shared/users/users.schemas';
import { AddressText } from '../../../ui/details/AddressText';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatCnpj, formatCpf, formatDate } from '../../../ui/format';
import { formatPhone } from '../../../ui/format-phone';

/** The own profile, read-only. */
export function ProfileView({ user }: { user: UserDetails }) {
  const isSeller = isSellerGroup(user.featureGroup.key);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap="xs" w={{ base: '100%', sm: 200 }}>
          <Avatar src={user.avatarUrl} size={120} radius={120} name={user.name} color="initials" alt="Foto" />
          <Text fw={600} ta="center">
            {user.name}
          </Text>
          <Text size="sm" c="dimmed">
            {user.featureGroup.name}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ flex: 1, minWidth: 240 }}>
          <DetailItem label="E-mail">{user.email}</DetailItem>
          <DetailItem label="Telefone">{formatPhone(user.phone)}</DetailItem>
          <DetailItem label="CPF">{formatCpf(user.cpf)}</DetailItem>
          {isSeller && <DetailItem label="CNPJ">{formatCnpj(user.cnpj)}</DetailItem>}
          {isSeller && <DetailItem label="Nome da empresa">{user.companyName}</DetailItem>}
          {isSeller && <DetailItem label="Nome fantasia">{user.tradeName}</DetailItem>}
          <DetailItem label="Gênero">{user.gender && GENDER_LABELS[user.gender]}</DetailItem>
          <DetailItem label="Data de nascimento">{formatDate(user.birthDate)}</DetailItem>
          <DetailItem label="Empreendimentos">
            {user.ventures.map((venture) => venture.name).join(', ')}
          </DetailItem>
          <DetailItem label="Endereço">{user.address && <AddressText address={user.address} />}</DetailItem>
          <DetailItem label="Bio">{user.bio}</DetailItem>
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
