import { List, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { formatMoney } from '../format';
import { LOW_PRICE_CENTS, lowPrices, type PriceField } from './money';

export interface LowPriceConfirm {
  /**
   * Runs `save` at once, or after the user confirms when a price is positive but under R$ 1,00
   * (decisions.md, money input): a price 100 times too low must not be saved by a slip.
   */
  confirm: (prices: readonly PriceField[], save: () => void) => void;
  /** Render it once in the form that calls `confirm`. */
  dialog: ReactNode;
}

/** The one question every form that saves prices asks before saving a price under R$ 1,00. */
export function useLowPriceConfirm(): LowPriceConfirm {
  const [pending, setPending] = useState<{ prices: PriceField[]; save: () => void } | null>(null);
  const confirm = useCallback((prices: readonly PriceField[], save: () => void) => {
    const low = lowPrices(prices);
    if (low.length === 0) save();
    else setPending({ prices: low, save });
  }, []);
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title="Confirmar preço"
      message={
        <Stack gap="xs">
          <Text>
            {pending?.prices.length === 1 ? 'Este preço está' : 'Estes preços estão'} abaixo de{' '}
            {formatMoney(LOW_PRICE_CENTS)}:
          </Text>
          <List>
            {pending?.prices.map((price) => (
              <List.Item key={price.label}>
                {price.label}: <strong>{formatMoney(price.cents ?? 0)}</strong>
              </List.Item>
            ))}
          </List>
          <Text>Deseja salvar assim?</Text>
        </Stack>
      }
      confirmLabel="Salvar assim"
      cancelLabel="Corrigir"
      // Not a deletion: the product's colour, whose filled buttons keep 4.5:1 against white text.
      color="brand"
      onConfirm={() => {
        pending?.save();
        setPending(null);
      }}
      onClose={() => setPending(null)}
    />
  );
  return { confirm, dialog };
}
