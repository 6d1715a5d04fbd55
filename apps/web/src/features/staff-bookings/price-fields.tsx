import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatMoney } from '@/lib/format';
import { Button } from '@/ui/button';
import { FieldError } from '@/ui/field';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import type { BookingFormValues } from './booking-form-values';

export interface PriceFieldsProps {
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  /** How the price is made up (nights × rate), once a room and dates are chosen. */
  breakdown: string | undefined;
  /** The hotel's price for the stay as it stands: the booking's own for an unchanged stay, else nights × rate. */
  hotelPrice: number | undefined;
  /** Whether the total in the form is not the hotel's price. */
  differs: boolean;
  /** Whether this person may set a price other than the hotel's (ACTIONS.setBookingPrice). */
  mayOverride: boolean;
  onUseHotelPrice: (price: number) => void;
}

/** The total, proposed from the rate; a different one needs a reason, and a manager or an admin to set it. */
export function PriceFields({
  register,
  errors,
  breakdown,
  hotelPrice,
  differs,
  mayOverride,
  onUseHotelPrice,
}: PriceFieldsProps) {
  return (
    <div className="grid content-start gap-3">
      <MoneyInput
        label="Total price ($)"
        {...register('totalPrice', { valueAsNumber: true })}
        error={errors.totalPrice?.message}
        hint={breakdown ? `Proposed: ${breakdown}` : 'Proposed from the room rate once a room and dates are chosen.'}
      />
      {differs && mayOverride && (
        <Input
          label="Reason for the different price"
          autoComplete="off"
          maxLength={200}
          {...register('priceReason')}
          error={errors.priceReason?.message}
          hint={`The hotel's price is ${formatMoney(hotelPrice)}. The reason is kept with the booking's history.`}
        />
      )}
      {differs && !mayOverride && hotelPrice !== undefined && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink">
          <p>The hotel's price is {formatMoney(hotelPrice)}. A manager or an admin must set a different price.</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => onUseHotelPrice(hotelPrice)}>
            Use {formatMoney(hotelPrice)}
          </Button>
        </div>
      )}
      {/* The server may ask for a reason the form did not expect (its price moved meanwhile). */}
      {!(differs && mayOverride) && errors.priceReason?.message && (
        <FieldError>{errors.priceReason.message}</FieldError>
      )}
    </div>
  );
}
