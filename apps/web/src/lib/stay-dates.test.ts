import { BOOKING_MSG } from '@hotel/shared/booking-rules';
import { MAX_NIGHTS } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { stayTooLongMessage } from '@hotel/shared/schemas/rooms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './api';
import { checkStayDates } from './stay-dates';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('./toast', () => ({ notify: { error: toastError, success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const today = '2026-03-07';
const check = (checkIn: string, checkOut: string, on = today) => checkStayDates({ checkIn, checkOut }, on);

beforeEach(() => {
  toastError.mockClear();
});

describe('checkStayDates', () => {
  it('finds nothing wrong with a stay from today or later', async () => {
    expect(await check('2026-03-07', '2026-03-08')).toEqual({});
    expect(await check('2026-03-20', '2026-03-25')).toEqual({});
  });

  it('lets the visitor search without dates', async () => {
    expect(await check('', '')).toEqual({});
  });

  it('asks for the other date when only one is chosen', async () => {
    expect(await check('2026-03-10', '')).toEqual({ checkOut: MSG.selectDates });
    expect(await check('', '2026-03-10')).toEqual({ checkIn: MSG.selectDates });
  });

  it('wants check-out after check-in', async () => {
    expect(await check('2026-03-10', '2026-03-10')).toEqual({ checkOut: MSG.checkoutAfterCheckin });
    expect(await check('2026-03-10', '2026-03-09')).toEqual({ checkOut: MSG.checkoutAfterCheckin });
  });

  it(`allows ${MAX_NIGHTS} nights and no more, counted in nights across a daylight-saving change`, async () => {
    // 8 March 2026 is one hour shorter in New York, where the tests run; it is still one night.
    expect(await check('2026-03-07', '2026-04-06')).toEqual({});
    expect(await check('2026-03-07', '2026-04-07')).toEqual({ checkOut: stayTooLongMessage });
    expect(await check('2026-10-20', '2026-11-19', '2026-10-20')).toEqual({});
    expect(await check('2026-10-20', '2026-11-20', '2026-10-20')).toEqual({ checkOut: stayTooLongMessage });
  });

  it('refuses a check-in before the given today, also over a month end and the leap day', async () => {
    expect(await check('2026-03-06', '2026-03-08')).toEqual({ checkIn: BOOKING_MSG.checkInPast });
    expect(await check('2028-02-28', '2028-03-02', '2028-02-29')).toEqual({ checkIn: BOOKING_MSG.checkInPast });
    expect(await check('2028-02-29', '2028-03-02', '2028-02-29')).toEqual({});
    expect(await check('2026-02-28', '2026-03-02', '2026-03-01')).toEqual({ checkIn: BOOKING_MSG.checkInPast });
  });

  it('tells about a past check-in and a wrong check-out together', async () => {
    expect(await check('2026-03-01', '2026-03-01')).toEqual({
      checkIn: BOOKING_MSG.checkInPast,
      checkOut: MSG.checkoutAfterCheckin,
    });
  });

  it('refuses a date that is not on the calendar', async () => {
    const errors = await check('2027-02-30', '2027-03-02');
    expect(errors?.checkIn).toMatch(/YYYY-MM-DD/);
    expect(errors?.checkOut).toBeUndefined();
  });

  it('does not toast when the rules are at hand', async () => {
    await check('2026-03-06', '2026-03-08');
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('checkStayDates without the network', () => {
  afterEach(() => {
    vi.doUnmock('@hotel/shared/schemas/rooms');
    vi.resetModules();
  });

  it('tells the visitor and answers null, so the form is not sent', async () => {
    vi.resetModules();
    vi.doMock('@hotel/shared/schemas/rooms', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { checkStayDates: offline } = await import('./stay-dates');
    expect(await offline({ checkIn: '2026-03-10', checkOut: '2026-03-12' }, today)).toBeNull();
    expect(toastError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});
