import type { ReactNode, Ref } from 'react';

/**
 * What every form input in ui/form takes: react-hook-form's `Controller` field (`{...field}`) plus the
 * field's label and error. `onChange` gets the value the form keeps, never the text on screen.
 */
export interface FieldProps<Value> {
  value: Value | null | undefined;
  onChange: (value: Value | null) => void;
  onBlur?: () => void;
  name?: string;
  /** The underlying <input>, so react-hook-form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  autoComplete?: string;
  'aria-label'?: string;
}
