import { Input, List, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useActivity } from '../../activities/api';
import { useAvailableItems } from '../api';
import { extraLabel } from '../format-booking';

interface Named {
  id: string;
  name: string;
}

export interface BookingOptionalsFieldsProps {
  activityId: string;
  scheduleId: string;
  /** The extras left depend on the date; none are offered before it is chosen. */
  bookedDate: string | null;
  /** Changing a booking's optionals: its own units count as available. */
  bookingId?: string;
  /** The booking's optionals now, offered even if no longer active or left. */
  current?: { items: Named[]; scheduleItems: Named[] };
  items: string[];
  onItemsChange: (ids: string[]) => void;
  scheduleItems: string[];
  onScheduleItemsChange: (ids: string[]) => void;
  disabled?: boolean;
}

function withCurrent(options: { value: string; label: string }[], current: Named[] = []) {
  const missing = current.filter((item) => !options.some((option) => option.value === item.id));
  return [...options, ...missing.map((item) => ({ value: item.id, label: item.name }))];
}

/**
 * The optionals of a booking (spec 001 s.4, Optionals): the activity's active items, the event's
 * optional extras left on the date, and the required extras every booking gets, listed read-only.
 */
export function BookingOptionalsFields(props: BookingOptionalsFieldsProps) {
  const { bookedDate, scheduleItems, onScheduleItemsChange, current } = props;
  const activity = useActivity(props.activityId);
  const available = useAvailableItems(props.scheduleId, bookedDate, props.bookingId);
  useLoadErrorToast(available.error, 'Ocorreu um erro ao carregar os opcionais do evento, tente novamente.');

  const extras = available.isPlaceholderData ? undefined : available.data?.activityScheduleItems;
  // Another date may leave fewer extras: those no longer offered are dropped from the choice.
  useEffect(() => {
    if (!extras) return;
    const offered = new Set([
      ...extras.map((item) => item.id),
      ...(current?.scheduleItems ?? []).map((i) => i.id),
    ]);
    const kept = scheduleItems.filter((id) => offered.has(id));
    if (kept.length !== scheduleItems.length) onScheduleItemsChange(kept);
  }, [extras, current, scheduleItems, onScheduleItemsChange]);

  const itemOptions = withCurrent(
    (activity.data?.items ?? [])
      .filter((item) => item.isActive)
      .map((item) => ({ value: item.id, label: item.name })),
    current?.items,
  );
  const extraOptions = withCurrent(
    (available.data?.activityScheduleItems ?? []).map((item) => ({
      value: item.id,
      label: extraLabel(item),
    })),
    current?.scheduleItems,
  );
  const required = available.data?.activityScheduleRequiredItems ?? [];

  return (
    <Stack gap="md">
      <MultiSelect
        label="Opcionais da atividade"
        placeholder={itemOptions.length === 0 ? 'Nenhum opcional disponível' : 'Escolha os opcionais'}
        data={itemOptions}
        value={props.items}
        onChange={props.onItemsChange}
        disabled={props.disabled || itemOptions.length === 0}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Opcionais do evento"
        placeholder={
          bookedDate === null
            ? 'Escolha a data primeiro'
            : extraOptions.length === 0
              ? 'Nenhum opcional disponível'
              : 'Escolha os opcionais'
        }
        data={extraOptions}
        value={scheduleItems}
        onChange={onScheduleItemsChange}
        disabled={props.disabled || bookedDate === null || extraOptions.length === 0}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {required.length > 0 && (
        <Input.Wrapper label="Opcionais obrigatórios" description="Incluídos em toda reserva">
          <List size="sm" mt={4}>
            {required.map((item) => (
              <List.Item key={item.id}>
                <Text size="sm">{extraLabel({ name: item.name, price: item.price })}</Text>
              </List.Item>
            ))}
          </List>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
