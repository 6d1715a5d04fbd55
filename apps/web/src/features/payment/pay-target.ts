/** What the payment modal needs to know about the bill being paid. */
export interface PayTarget {
  bookingId: string;
  /** The balance due in dollars. */
  amount: number;
  roomTitle: string;
  checkInDate: string;
  checkOutDate: string;
}

/** The card was refused by the provider; its message is shown as it is. */
export class CardDeclinedError extends Error {}

/** Confirms the card for an intent with the provider; throws CardDeclinedError with the provider's words. */
export type ConfirmCard = (clientSecret: string) => Promise<void>;

export interface CardFormProps {
  /** The id of the <form>, so the modal's footer button can submit it. */
  formId: string;
  busy: boolean;
  /** The provider's (or server's) message, shown inline under the card field. */
  error: string | null;
  onPay: (confirmCard: ConfirmCard) => void;
  /** Clears a shown error when the guest edits the card. */
  onEdit: () => void;
}
