import { Badge, Group, Text, Title } from '@mantine/core';
import type { FeatureGroupFeature } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { groupByArea } from '../feature-areas';

/** A group's permissions as badges, by area. */
export function FeatureList({ features }: { features: FeatureGroupFeature[] }) {
  if (features.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nenhuma permissão
      </Text>
    );
  }
  return groupByArea(features).map((area) => (
    <div key={area.name}>
      <Text size="xs" c="dimmed" fw={600} mt="xs" mb={4}>
        {area.name}
      </Text>
      <Group gap={6}>
        {area.items.map((feature) => (
          <Badge key={feature.id} variant="light" radius="sm" tt="none" title={feature.name}>
            {feature.key}
          </Badge>
        ))}
      </Group>
    </div>
  ));
}

export function FeaturesHeading({ count }: { count: number }) {
  return (
    <Title order={2} size="h4">
      Permissões ({count})
    </Title>
  );
}
