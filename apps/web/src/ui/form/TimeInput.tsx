import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { TIME_MASK } from './masks';

/**
 * A time of day typed as HH:mm, 24-hour whatever the browser's language (a native time input would
 * show AM/PM on English systems). Value: the text as typed, `14:30` when complete, or null when empty;
 * the form's schema rejects an incomplete time.
 */
export function TimeInput({ value, onChange, ...props }: FieldProps<string>) {
  return (
    <MaskedInput
      mask={TIME_MASK}
      unmask={false}
      text={value ?? ''}
      onAccept={(text) => onChange(text === '' ? null : text)}
      inputMode="numeric"
      placeholder="00:00"
      {...props}
    />
  );
}
