import { FREE_CANCELLATION_HOURS } from '@hotel/shared/constants';

/** The fixed texts of spec §2 (room detail) and §9. */
export const CHECK_IN_TEXT = '3:00 PM';
export const CHECK_OUT_TEXT = '11:00 AM';
export const CANCELLATION_POLICY = `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before check-in. After that, the first night is charged.`;
