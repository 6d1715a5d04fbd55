import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.service.js';
import {
  ArrivalReminder,
  BookingConfirmation,
  CancellationNotice,
  PasswordReset,
  PaymentReceipt,
  type StayView,
} from './templates/messages.js';

const stay: StayView = {
  guestName: 'Ada Guest',
  reference: 'AUR-7K3QX',
  arrival: 'Monday, March 10, 2031',
  departure: 'Wednesday, March 12, 2031',
  room: 'Garden Suite (room 204), 2 nights',
  party: '2 guests',
  services: 'Breakfast, Laundry',
  total: '$491.00',
  freeCancellationUntil: 'Sunday, March 9, 2031 at 3:00 PM',
  link: 'https://aurelia.test/dashboard/guest/bookings/1',
};

describe('a drawn message', () => {
  it.each([
    ['confirmation', createElement(BookingConfirmation, { stay })],
    ['receipt', createElement(PaymentReceipt, { stay, amount: '$491.00', balance: '$0.00' })],
    ['cancellation', createElement(CancellationNotice, { stay, charge: '$0.00', refund: '$491.00' })],
    ['reminder', createElement(ArrivalReminder, { stay })],
    ['password reset', createElement(PasswordReset, { name: 'Ada', link: 'https://aurelia.test/reset#t' })],
  ])('%s: the HTML react-email draws, and the same plain text as its converter gives', async (_, message) => {
    const drawn = await renderMail(message);
    const html = await render(message);
    // The same document, without the markers React's streaming render leaves between texts and around parts.
    expect(drawn.html).toBe(html.replace(/<!--(?: |\$|\/\$|html|head|body)-->/g, ''));
    expect(drawn.text).toBe(toPlainText(html));
    expect(drawn.text.length).toBeGreaterThan(100);
  });
});
