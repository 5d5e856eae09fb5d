import { SimpleGrid, Text, Title } from '@mantine/core';
import type { FeatureGroupFeature } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { groupByArea } from '../feature-areas';
import { FeatureLabel } from './FeatureLabel';

/** A group's permissions by area: each name with its key beside it. */
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
        {area.items.map((feature) => (
          <Text key={feature.id} size="sm">
            <FeatureLabel feature={feature} />
          </Text>
        ))}
      </SimpleGrid>
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
