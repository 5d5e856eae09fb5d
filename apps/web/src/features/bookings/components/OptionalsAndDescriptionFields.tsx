import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { BookingOptionalsFields, type BookingOptionalsFieldsProps } from './BookingOptionalsFields';

/** The values these fields fill: the booking and the queue forms name them alike. */
interface OptionalsValues {
  items?: string[];
  scheduleItems?: string[];
  /** As the schemas take it in (a preprocessed text). */
  description?: unknown;
}

export interface OptionalsAndDescriptionFieldsProps<
  T extends FieldValues & OptionalsValues,
  R extends FieldValues,
> extends Pick<
    BookingOptionalsFieldsProps,
    'activityId' | 'scheduleId' | 'bookedDate' | 'current' | 'disabled'
  > {
  control: Control<T, unknown, R>;
  setValue: UseFormSetValue<T>;
  /** The form's own fields between the optionals and the description (the queue's modalities). */
  children?: ReactNode;
}

/**
 * The optionals (the activity's items and the event's extras) and the description of the booking and
 * queue forms (spec 001 s.5), bound to the form's `items`, `scheduleItems` and `description`.
 */
export function OptionalsAndDescriptionFields<
  T extends FieldValues & OptionalsValues,
  R extends FieldValues,
>({ control, setValue, children, ...optionals }: OptionalsAndDescriptionFieldsProps<T, R>) {
  // The type parameter guarantees these fields; react-hook-form cannot name them inside a generic form.
  const form = { control, setValue } as unknown as {
    control: Control<OptionalsValues>;
    setValue: UseFormSetValue<OptionalsValues>;
  };
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const scheduleItems = useWatch({ control: form.control, name: 'scheduleItems' }) ?? [];
  return (
    <>
      <BookingOptionalsFields
        {...optionals}
        items={items}
        onItemsChange={(ids) => form.setValue('items', ids)}
        scheduleItems={scheduleItems}
        onScheduleItemsChange={(ids) => form.setValue('scheduleItems', ids)}
      />
      {children}
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            label="Descrição"
            autosize
            minRows={2}
            maxLength={1000}
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(changed) => field.onChange(changed.currentTarget.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
