import { Text } from '@mantine/core';
import { type AddressView, addressParts } from '../format-address';

/**
 * An address on a details screen, its parts separated by commas. Each part is an inline block, so a
 * narrow screen breaks lines between parts and never inside a postal code or 'Cidade/UF'; a part longer
 * than the line still wraps within itself.
 */
export function AddressText({ address }: { address: AddressView }) {
  const parts = addressParts(address);
  return (
    <Text size="sm">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part's place is its identity (two may read alike)
        <span key={index}>
          {index > 0 && ' '}
          <span style={{ display: 'inline-block' }}>{index < parts.length - 1 ? `${part},` : part}</span>
        </span>
      ))}
    </Text>
  );
}
