import { Text } from '@mantine/core';

/**
 * A permission's name with its key beside it, small and dimmed: staff read the name, administrators
 * recognise the key. A name still equal to its key is shown once.
 */
export function FeatureLabel({ feature }: { feature: { key: string; name: string } }) {
  return (
    <>
      {feature.name}
      {feature.name !== feature.key && (
        // The space keeps name and key apart in the accessible name too.
        <>
          {' '}
          <Text span size="xs" c="dimmed" ff="monospace" ml={4}>
            {feature.key}
          </Text>
        </>
      )}
    </>
  );
}
