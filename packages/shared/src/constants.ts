export const ROLES = ['admin', 'manager', 'receptionist', 'housekeeping', 'guest'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'manager', 'receptionist', 'housekeeping'] as const;
/** Roles that staff may create or assign (spec §6: never admin). */
export const ASSIGNABLE_STAFF_ROLES = ['receptionist', 'manager', 'housekeeping'] as const;
export type AssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROOM_TYPES = ['single', 'double', 'suite', 'deluxe'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_STATUSES = ['available', 'occupied', 'cleaning', 'maintenance'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
/** What housekeeping last did to a room, whoever is in it: dirty after a stay, clean once cleaned, inspected once checked. */
export const HOUSEKEEPING_CONDITIONS = ['clean', 'dirty', 'inspected'] as const;
export type HousekeepingCondition = (typeof HOUSEKEEPING_CONDITIONS)[number];
/** Whether a room can take a guest now and, when not, the first reason why (the spec status is derived from it). */
export const ROOM_READINESS = ['ready', 'occupied', 'maintenance', 'dirty', 'awaiting-inspection'] as const;
export type RoomReadiness = (typeof ROOM_READINESS)[number];

export const BOOKING_STATUSES = ['reserved', 'checked-in', 'checked-out', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BILLING_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const ADDITIONAL_SERVICES = ['Room Service', 'Laundry', 'Wake-up Call'] as const;

export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TYPES = ['cleaning', 'maintenance', 'inspection'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type Period = (typeof PERIODS)[number];

export const GUEST_PASSWORD_MIN = 6;
export const STAFF_PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const MAX_ROOM_IMAGES = 5;
export const TOAST_DURATION_MS = 5000;
export const ROOM_DETAIL_MAX_GUESTS = 2;
export const HOME_MAX_GUESTS = 4;
export const MAX_NIGHTS = 30;
/** The most guests any room sleeps; the home search offers 1 to 4. */
export const MAX_ROOM_GUESTS = 8;
export const CHECK_IN_TIME = '15:00';
export const CHECK_OUT_TIME = '11:00';
/** Hours before check-in (CHECK_IN_TIME, hotel time) until which cancelling is free; after it the first night is charged. */
export const FREE_CANCELLATION_HOURS = 24;

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The request header that carries a booking's idempotency key (idempotencyKeySchema). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Where each role lands after login (spec §4: fallback guest dashboard). */
export const DASHBOARD_PATH: Record<Role, string> = {
  admin: '/dashboard/admin',
  manager: '/dashboard/manager',
  receptionist: '/dashboard/receptionist',
  housekeeping: '/dashboard/housekeeping',
  guest: '/dashboard/guest',
};

/** A guest's stay and its confirmation: where a guest lands after booking, and where the booking e-mail links. */
export const guestBookingPath = (bookingId: string): string =>
  `/dashboard/guest/bookings/${encodeURIComponent(bookingId)}`;
