import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nightsBetween } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { createElement } from 'react';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings, mailOutbox, users } from '../../db/schema.js';
import { deliverDueMail } from './mail.sender.js';
import { createMailService } from './mail.service.js';
import { fileTransport, smtpTransport } from './mail.transport.js';
import { enqueueArrivalReminders } from './reminders.js';
import { drawQueuedMail } from './stay-mail.js';

interface Received {
  subject: string;
  to: string;
  text: string;
  html: string;
}

/** A real SMTP server on a loopback port, keeping what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            subject: mail.subject ?? '',
            to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-01T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
const outboxOf = (bookingId: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId));
/** The rows of a stay with their messages drawn, as the sender (or the Sent mail screen) draws them. */
const drawnOutboxOf = async (bookingId: string) =>
  Promise.all((await outboxOf(bookingId)).map(async (row) => ({ ...row, ...(await drawQueuedMail(t.ctx, row)) })));

async function guestBooks(checkInDate = '2031-03-10', checkOutDate = '2031-03-12') {
  const guest = await createUser(t.database.db, { name: 'Iris Vale' });
  const room = await createRoom(t.database.db, { priceCents: 24550 });
  const client = new Client(t.app);
  await client.login(guest.email, TEST_PASSWORD);
  const res = await client.post('/api/bookings/create', {
    roomId: room.id,
    checkInDate,
    checkOutDate,
    totalPrice: 245.5 * nightsBetween(checkInDate, checkOutDate),
    additionalServices: ['Laundry'],
    guests: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { guest, room, client, booking: { id: res.json().booking._id as string } };
}

async function clearOutbox() {
  await t.database.db.delete(mailOutbox);
}

describe('the outbox is written with the booking', () => {
  it('queues the confirmation in the booking transaction, before anything is sent', async () => {
    await clearOutbox();
    const { guest, booking } = await guestBooks();
    const queued = await outboxOf(booking.id);
    expect(queued).toHaveLength(1);
    // Drawn after the commit, not inside the booking's transaction.
    expect(queued[0]).toMatchObject({ html: null, text: null, stayMail: { kind: 'booking_confirmation' } });
    const [row] = await drawnOutboxOf(booking.id);
    expect(row).toMatchObject({ kind: 'booking_confirmation', toAddress: guest.email, attempts: 0, sentAt: null });
    // Kept once drawn.
    expect((await outboxOf(booking.id))[0]!.html).toBe(row!.html);
    expect(row!.text).toContain('Monday, March 10, 2031');
    expect(row!.text).toContain('3:00 PM');
    expect(row!.text).toContain('Laundry');
    expect(row!.text).toContain('$491.00');
    expect(row!.text).toContain(`/dashboard/guest/bookings/${booking.id}`);
    // The free-cancellation deadline is the guest dashboard's rule: 24 hours before check-in, in hotel time.
    expect(row!.text).toContain('Sunday, March 9, 2031 at 3:00 PM');
    expect(row!.html).toContain('prefers-color-scheme: dark');
    expect(row!.html).toContain('name="color-scheme"');
  });

  it('writes no message when the booking rolls back (the nights were taken)', async () => {
    await clearOutbox();
    const { room } = await guestBooks('2031-04-10', '2031-04-12');
    const other = await createUser(t.database.db);
    const client = new Client(t.app);
    await client.login(other.email, TEST_PASSWORD);
    const clash = await client.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2031-04-11',
      checkOutDate: '2031-04-13',
      totalPrice: 491,
    });
    expect(clash.statusCode).toBe(409);
    const rows = await outbox();
    expect(rows.map((r) => r.toAddress)).not.toContain(other.email);
    expect(rows).toHaveLength(1);
  });

  it('queues the cancellation with the refund, and survives a crash before sending', async () => {
    await clearOutbox();
    const { client, booking } = await guestBooks('2031-05-10', '2031-05-12');
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
    const rows = await outboxOf(booking.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['booking_confirmation', 'cancellation']);
    // Nothing sent yet: a restart finds the rows and the next sender run delivers them.
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
    const dir = path.join(tmpdir(), `aurelia-mail-${Date.now()}`);
    const result = await deliverDueMail(t.ctx, fileTransport(dir));
    expect(result.sent).toBe(2);
    const files = await readdir(dir);
    expect(files.sort()).toEqual(rows.map((r) => `${r.id}.eml`).sort());
    const eml = await readFile(path.join(dir, `${rows.find((r) => r.kind === 'cancellation')!.id}.eml`), 'utf8');
    expect(eml).toContain('Subject: Your stay at The Aurelia is cancelled');
    expect(eml).toContain('text/html');
    // Both its parts quoted-printable: readable as they are, and not the base64 text spam filters score.
    expect(eml.match(/\nContent-Transfer-Encoding: quoted-printable\n/g)).toHaveLength(2);
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a message into a mail folder that was removed while the server ran', async () => {
    await clearOutbox();
    const dir = path.join(tmpdir(), `aurelia-mail-removed-${Date.now()}`);
    const transport = fileTransport(dir);
    await guestBooks('2031-05-20', '2031-05-22');
    expect(await deliverDueMail(t.ctx, transport)).toEqual({ sent: 1, failed: 0 });
    await rm(dir, { recursive: true, force: true });
    await guestBooks('2031-05-24', '2031-05-26');
    expect(await deliverDueMail(t.ctx, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await readdir(dir)).toHaveLength(1);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('a message never fails the change it describes', () => {
  it('drops a message that cannot be rendered or stored, and the transaction around it commits', async () => {
    await clearOutbox();
    const Broken = () => {
      throw new Error('template broke');
    };
    const mail = createMailService(t.ctx);
    const user = await t.database.db.transaction(async (tx) => {
      const made = await createUser(tx, { name: 'Kept Anyway' });
      const unrendered = await mail.enqueueMail(tx, {
        kind: 'booking_confirmation',
        to: made.email,
        subject: 'Broken',
        body: createElement(Broken),
      });
      // A stay that does not exist: the insert fails under its savepoint, not the transaction.
      const unstored = await mail.enqueueMail(tx, {
        kind: 'booking_confirmation',
        to: made.email,
        subject: 'Orphan',
        body: createElement('p', null, 'Hello'),
        bookingId: '00000000-0000-4000-8000-000000000000',
      });
      expect([unrendered, unstored]).toEqual([false, false]);
      return made;
    });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await outbox()).toHaveLength(0);
  });
});

describe('the payment receipt', () => {
  it('is queued once when a card payment confirms the bill', async () => {
    await clearOutbox();
    const { client, booking } = await guestBooks('2031-05-20', '2031-05-22');
    const intent = await client.post('/api/payments/intent', { bookingId: booking.id, amount: 49100 });
    expect(intent.statusCode, intent.body).toBe(200);
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
    const clientSecret = intent.json().clientSecret as string;
    expect((await client.post('/api/payments/sandbox/confirm', { clientSecret, card })).statusCode).toBe(200);
    const confirm = await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 491 });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // A second confirmation of the same payment sends no second receipt.
    await client.post('/api/billings/confirm', { bookingId: booking.id, amount: 491 });
    const receipts = (await drawnOutboxOf(booking.id)).filter((r) => r.kind === 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('$491.00');
    expect(receipts[0]!.text).toContain('Balance: $0.00');
  });
});

describe('the sender', () => {
  it('delivers to an SMTP server, retries while it is down, and sends after it is back', async () => {
    await clearOutbox();
    const { guest, booking } = await guestBooks('2031-06-10', '2031-06-12');
    const [row] = await outboxOf(booking.id);
    const [stored] = await t.database.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    const reference = stored!.reference;

    const smtp = await startSmtp();
    await smtp.stop();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    expect(await deliverDueMail(t.ctx, transport)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outboxOf(booking.id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);
    // The message it tried to send is kept with the attempt, and is what goes out when the server is back.
    expect(failed!.html).toContain(reference);
    const attempted = failed!.html;

    const back = await startSmtp(smtp.port);
    // Not due yet: nothing is tried before the back-off has passed.
    expect(await deliverDueMail(t.ctx, transport)).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(61_000);
    expect(await deliverDueMail(t.ctx, transport)).toEqual({ sent: 1, failed: 0 });
    transport.close();
    await back.stop();

    expect(back.received).toHaveLength(1);
    const [mail] = back.received;
    expect(mail!.subject).toBe(row!.subject);
    expect(mail!.subject).toContain(reference);
    expect(mail!.to).toContain(guest.email);
    expect(mail!.text).toContain(reference);
    expect(mail!.html).toContain(reference);
    const [sent] = await outboxOf(booking.id);
    expect(sent!.html).toBe(attempted);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.attempts).toBe(2);
  });

  it('never sends a message twice with two senders at once', async () => {
    await clearOutbox();
    for (let i = 0; i < 6; i++) await guestBooks(`2031-07-${10 + i * 2}`, `2031-07-${11 + i * 2}`);
    const smtp = await startSmtp();
    const a = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const b = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const [ra, rb] = await Promise.all([deliverDueMail(t.ctx, a), deliverDueMail(t.ctx, b)]);
    a.close();
    b.close();
    await smtp.stop();
    expect(ra.sent + rb.sent).toBe(6);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(6);
    expect((await outbox()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    // Each kept as it was sent: its own stay's reference.
    for (const row of await outbox()) expect(smtp.received.find((m) => m.subject === row.subject)?.text).toBe(row.text);
  });

  it('gives up after eight failed attempts and keeps the last error', async () => {
    await clearOutbox();
    await guestBooks('2031-08-10', '2031-08-12');
    const down = { send: async () => Promise.reject(new Error('mailbox unavailable')), close: () => {} };
    for (let i = 0; i < 10; i++) {
      await deliverDueMail(t.ctx, down);
      t.clock.advance(24 * 3_600_000);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 8, sentAt: null, lastError: 'mailbox unavailable' });
  });
});

describe('arrival reminders', () => {
  it('queues one reminder two days before arrival, however often the job runs', async () => {
    await clearOutbox();
    t.clock.set('2031-09-01T10:00:00Z');
    const { booking } = await guestBooks('2031-09-03', '2031-09-05');
    const later = await guestBooks('2031-09-04', '2031-09-05');
    expect(await enqueueArrivalReminders(t.ctx)).toBe(1);
    expect(await enqueueArrivalReminders(t.ctx)).toBe(0);
    const reminders = (await outbox()).filter((r) => r.kind === 'reminder');
    expect(reminders.map((r) => r.bookingId)).toEqual([booking.id]);
    expect(reminders[0]!.subject).toContain('two days');
    expect((await outboxOf(later.booking.id)).map((r) => r.kind)).toEqual(['booking_confirmation']);
  });
});
