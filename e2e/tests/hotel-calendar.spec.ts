import { addDays, listRooms } from './booking-helpers';
import { expect, test } from './fixtures';

/**
 * The hotel keeps its calendar in its own time zone (HOTEL_TIMEZONE; UTC for the server these tests start).
 * A guest's browser is elsewhere: put where the date is not the hotel's at this hour, east of it from 10:00 UTC
 * (Kiribati, UTC+14: already tomorrow) and west of it before (American Samoa, UTC−11: still yesterday).
 */
const browserZone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.use({ timezoneId: browserZone });

const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test("a guest in another time zone is offered the hotel's tonight, and none of the nights it has had", async ({
  page,
}) => {
  const hotelToday = dateIn('UTC');
  expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe(dateIn(browserZone));
  expect(dateIn(browserZone)).not.toBe(hotelToday);

  // A room free tonight (other tests book tonight too): the last of them, as they take the first.
  const room = (await listRooms(page, `?checkIn=${hotelToday}&checkOut=${addDays(hotelToday, 1)}`)).at(-1);
  await page.goto(`/room/${room!._id}`);
  await page.getByRole('button', { name: /^Choose check-in date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose your check-in date' });
  await expect(calendar).toBeVisible();

  // Before, the calendar counted from the browser's date: from Kiribati, the hotel's tonight could not be booked.
  const tonight = calendar.locator(`button[data-date="${hotelToday}"]`);
  await expect(tonight).toHaveAttribute('aria-current', 'date');
  await expect(tonight).not.toHaveAttribute('aria-disabled', 'true');
  await expect(tonight).toHaveAttribute('aria-label', /, available$/);
  // From American Samoa, the hotel's yesterday was offered (the server then refused it).
  const yesterday = calendar.locator(`button[data-date="${addDays(hotelToday, -1)}"]`);
  if ((await yesterday.count()) > 0) await expect(yesterday).toHaveAttribute('aria-disabled', 'true');

  await tonight.click();
  await expect(page.getByRole('textbox', { name: 'Check-in' })).toHaveValue(hotelToday);
});
