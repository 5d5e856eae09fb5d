import { lastStaffBookingDate } from '@reserva/shared/bookings/booking-horizon.rules';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { BookingDateInput, type BookingDateInputProps } from './BookingDateInput';
import { MemberSearchSelect, type MemberSearchSelectProps } from './MemberSearchSelect';

/** The values these fields fill: the booking and the queue forms name them alike. */
interface DateMemberValues {
  bookedDate?: string;
  userId?: string;
}

export interface BookingDateMemberFieldsProps<T extends FieldValues & DateMemberValues, R extends FieldValues>
  extends Pick<BookingDateInputProps, 'shownDate' | 'onShownDateChange' | 'bookable'>,
    Pick<MemberSearchSelectProps, 'person' | 'onPersonChange'> {
  control: Control<T, unknown, R>;
  /** The person of a queue entry that exists stays. */
  personLocked?: boolean;
}

/**
 * 'Data' (from today to the staff's bound, two years ahead) and 'Membro' of the booking and queue
 * forms (spec 001 s.5), both required.
 */
export function BookingDateMemberFields<T extends FieldValues & DateMemberValues, R extends FieldValues>({
  control,
  shownDate,
  onShownDateChange,
  bookable,
  person,
  onPersonChange,
  personLocked,
}: BookingDateMemberFieldsProps<T, R>) {
  // The type parameter guarantees these fields; react-hook-form cannot name them inside a generic form.
  const form = control as unknown as Control<DateMemberValues>;
  return (
    <>
      <Controller
        control={form}
        name="bookedDate"
        render={(controller) => (
          <BookingDateInput
            label="Data"
            required
            minDate={todayInSaoPaulo()}
            maxDate={lastStaffBookingDate()}
            shownDate={shownDate}
            onShownDateChange={onShownDateChange}
            bookable={bookable}
            {...controlledInput<string>(controller)}
            onChange={(value) => controller.field.onChange(value ?? '')}
          />
        )}
      />
      <Controller
        control={form}
        name="userId"
        render={(controller) => (
          <MemberSearchSelect
            label="Membro"
            required
            disabled={personLocked}
            person={person}
            onPersonChange={onPersonChange}
            {...controlledInput<string>(controller)}
            onChange={(value) => controller.field.onChange(value ?? '')}
          />
        )}
      />
    </>
  );
}
