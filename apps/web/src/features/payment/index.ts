export { usePaymentConfig } from './api/get-payment-config';
export type { PayTarget } from './pay-target';
export { PaymentModal } from './payment-modal';
