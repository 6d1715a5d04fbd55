import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { authFile, expect, expectNoA11yViolations, openDashboard, type Theme, test, useTheme } from './fixtures';
import { billingStatusOf, newGuestWithBooking } from './guest-helpers';

const GOOD_CARD = '4242 4242 4242 4242';

/** Dollars as the app shows them: "$1,185", "$120.50". */
const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The guest's own dashboard tabs; the tab is kept in the URL. */
async function openTab(page: Page, name: 'Overview' | 'My Bookings' | 'My Reviews' | 'Profile') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  return dialog;
}

test.describe('paying a pending bill', () => {
  test.describe('the demo guest', () => {
    test.use({ storageState: authFile('guest') });

    test('the demo guest pays with 4242 4242 4242 4242 and the bill is confirmed', async ({ page }) => {
      await openDashboard(page, 'guest');
      await openTab(page, 'My Bookings');
      // The guest holds several stays, some in the same room (a cancelled one too): the paid stay is known by
      // its room and its dates, read from the card that offered Pay Now.
      const payable = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^Pay Now/ }) })
        .first();
      const room = (await payable.getByRole('heading').textContent()) ?? '';
      const dates = (await payable.getByText(/^\d{4}-\d{2}-\d{2} → \d{4}-\d{2}-\d{2}/).textContent()) ?? '';
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: room, exact: true }) })
        .filter({ has: page.getByText(dates, { exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Reserved · payment due')).toBeVisible();
      await card.getByRole('button', { name: /^Pay Now/ }).click();
      const dialog = await fillCard(page, GOOD_CARD);
      await dialog.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByText('Payment successful! 🎉')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Complete Payment' })).toHaveCount(0);
      await expect(card.getByText('Paid', { exact: true })).toBeVisible();
      await expect(card.getByText('Reserved · payment due')).toHaveCount(0);
      await expect(card.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
    });
  });

  test('a declined card shows the provider message in the modal and nothing changes', async ({ page }) => {
    const { booking } = await newGuestWithBooking(page);
    await openTab(page, 'My Bookings');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    const dialog = await fillCard(page, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog.getByText('Your card was declined.')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await billingStatusOf(page, booking._id)).toBe('pending');

    // The guest fixes the card in the same modal.
    await dialog.getByLabel('Card number').fill(GOOD_CARD);
    await expect(dialog.getByText('Your card was declined.')).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Payment successful! 🎉')).toBeVisible();
    expect(await billingStatusOf(page, booking._id)).toBe('confirmed');
  });

  test('paying with the keyboard only', async ({ page }) => {
    const { booking } = await newGuestWithBooking(page);
    await page.goto('/dashboard/guest?tab=bookings');
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');

    // Tab through the page until Pay Now has the focus, then work the modal with keys alone.
    const focusedName = () =>
      page.evaluate(() =>
        (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(),
      );
    for (let i = 0; i < 60 && !(await focusedName()).startsWith('Pay Now'); i++) await page.keyboard.press('Tab');
    expect(await focusedName()).toMatch(/^Pay Now/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await expect(dialog).toBeVisible();
    const cardNumber = dialog.getByLabel('Card number');
    for (let i = 0; i < 10 && !(await cardNumber.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(dialog.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Payment successful! 🎉')).toBeVisible();
    expect(await billingStatusOf(page, booking._id)).toBe('confirmed');
  });
});

test('on a 320 px phone the whole card number shows in its field, and the expiry and code in theirs', async ({
  page,
}) => {
  await newGuestWithBooking(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await openTab(page, 'My Bookings');
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  const dialog = await fillCard(page, GOOD_CARD);
  for (const name of ['Card number', 'Expiry date', 'Security code (CVC)']) {
    const hidden = await dialog.getByLabel(name).evaluate((input) => input.scrollWidth - input.clientWidth);
    expect(hidden, `${name}: pixels scrolled out of sight`).toBeLessThanOrEqual(0);
  }
});

test('cancelling a future booking shows the charge and asks first', async ({ page }) => {
  const { booking, room } = await newGuestWithBooking(page);
  await openTab(page, 'My Bookings');
  await page.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText('Free cancellation')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await billingStatusOf(page, booking._id)).toBe('pending');

  await page.getByRole('button', { name: /^Cancel booking/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.getByText('Booking cancelled. No charge applies.')).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.title }) });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  // Nothing was paid and nothing is charged: no green "Confirmed" that would look paid.
  await expect(card.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
});

test('a guest pays, downloads the invoice, cancels the paid stay in the free period and sees the refund', async ({
  page,
}) => {
  const { room, amount, checkInDate, checkOutDate } = await newGuestWithBooking(page);
  await openTab(page, 'My Bookings');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.title }) });
  await card.getByRole('button', { name: /^Pay Now/ }).click();
  const dialog = await fillCard(page, GOOD_CARD);
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment successful! 🎉')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  // The invoice: a PDF that names the booking's reference and its stay.
  const reference = (await card.getByText(/^AUR-/).innerText()).trim();
  expect(reference).toMatch(/^AUR-[A-Z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download the invoice of booking ${reference} (PDF)` }).click();
  const file = await (await download).path();
  const pdf = (await readFile(file)).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`(Invoice ${reference})`);
  expect(pdf).toContain(`to ${checkOutDate})`);
  expect(pdf).toContain(`, ${checkInDate} to`);

  await card.getByRole('button', { name: /^Cancel booking/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(card.getByText(`Cancelled · refunded ${money(amount)}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${money(amount)} was refunded to your card.`)).toBeVisible();
});

test('cancelling within 24 hours of check-in shows the first night as the charge, which is then paid', async ({
  page,
}) => {
  const { booking, amount } = await newGuestWithBooking(page, { arrivingToday: true });
  const charge = money(amount);
  await openTab(page, 'My Bookings');
  await expect(page.getByText(`Cancelling now costs the first night (${charge}).`)).toBeVisible();
  await page.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(`cancellation charge ${charge}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking cancelled. A cancellation charge of ${charge} applies.`)).toBeVisible();
  expect(await billingStatusOf(page, booking._id)).toBe('pending');

  await page.getByRole('button', { name: /^Pay Now/ }).click();
  const pay = await fillCard(page, GOOD_CARD);
  await expect(pay.getByRole('button', { name: `Pay ${charge}` })).toBeVisible();
  await pay.getByRole('button', { name: `Pay ${charge}` }).click();
  await expect(page.getByText('Payment successful! 🎉')).toBeVisible();
  expect(await billingStatusOf(page, booking._id)).toBe('confirmed');
});

test('the profile: name and phone change, a short password is refused, the e-mail is read-only', async ({ page }) => {
  const { email } = await newGuestWithBooking(page, { name: 'Arthur Pym' });
  await openTab(page, 'Profile');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Email address')).toHaveAttribute('readonly', '');

  await page.getByLabel('New password').fill('abc');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('New password').fill('');
  await page.getByLabel('Full Name').fill('Arthur Gordon Pym');
  await page.getByLabel(/Phone Number/).fill('+1 555 0199');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Welcome, Arthur Gordon Pym')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Phone Number/)).toHaveValue('+1 555 0199');

  // A new password asks for the current one; a wrong one is refused at its field.
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password').fill('a calm harbour at dusk');
  await page.getByLabel('Current password').fill('not the password');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill('a quiet sea view');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});

test.describe('the demo guest', () => {
  test.use({ storageState: authFile('guest') });

  test('a booking address trimmed to /dashboard/guest/bookings opens My Bookings', async ({ page }) => {
    await page.goto('/dashboard/guest/bookings');
    await expect(page).toHaveURL(/\/dashboard\/guest\?tab=bookings$/);
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    // The trimmed address is replaced, not kept: Back leaves the dashboard rather than bouncing into it again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard\/guest/);
  });

  test('a review of a checked-out stay appears on the room page', async ({ page }) => {
    await openDashboard(page, 'guest');
    await openTab(page, 'My Reviews');
    const write = page.getByRole('button', { name: /^Write a review of / }).first();
    const room = ((await write.getAttribute('aria-label')) ?? '').replace('Write a review of ', '');
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Review your stay' });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expectNoA11yViolations(page, 'review dialog with errors');
    await dialog.getByRole('radio', { name: '4 stars: very good' }).check();
    const comment = `Quiet, spotless and the breakfast on the terrace was a joy (${Date.now()}).`;
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you for your review!')).toBeVisible();
    await expect(page.getByRole('blockquote').filter({ hasText: comment })).toBeVisible();

    await page.getByRole('link', { name: room }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
    await expect(page.getByText(comment)).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe on the guest dashboard, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test.describe('the demo guest', () => {
      test.use({ storageState: authFile('guest') });

      test('every tab', async ({ page }) => {
        await openDashboard(page, 'guest');
        for (const tab of ['Overview', 'My Bookings', 'My Reviews', 'Profile'] as const) {
          await openTab(page, tab);
          await expect(page.locator('[role="tabpanel"]:not([hidden]) [role="status"]')).toHaveCount(0);
          await expectNoA11yViolations(page, `guest dashboard ${tab} (${theme})`);
        }
      });
    });

    test('with the payment and cancellation dialogs open', async ({ page }) => {
      await newGuestWithBooking(page);
      await openTab(page, 'My Bookings');
      await page.getByRole('button', { name: /^Pay Now/ }).click();
      const pay = page.getByRole('dialog', { name: 'Complete Payment' });
      await expect(pay.getByLabel('Card number')).toBeVisible();
      await expectNoA11yViolations(page, `payment modal (${theme})`);
      await pay.getByLabel('Card number').fill('4000 0000 0000 9995');
      await pay.getByLabel('Expiry date').fill('1234');
      await pay.getByLabel('Security code (CVC)').fill('123');
      await pay.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(pay.getByText('Your card has insufficient funds.')).toBeVisible();
      await expectNoA11yViolations(page, `payment modal with a decline (${theme})`);
      await page.keyboard.press('Escape');
      await expect(pay).toHaveCount(0);

      await page.getByRole('button', { name: /^Cancel booking/ }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
      await expectNoA11yViolations(page, `cancellation dialog (${theme})`);
    });
  });
}
