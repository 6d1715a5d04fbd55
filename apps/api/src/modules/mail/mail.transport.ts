import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Hands one message on; throws when it was not accepted (the sender tries again later). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Message-ID from the outbox id: a receiving server can tell a resend of the same message. */
const messageId = (id: string) => `<${id}@aurelia.mail>`;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, messageId: messageId(mail.id) });
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: each message is written as DATA_DIR/mail/<id>.eml, as a mail client would open it. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, messageId: messageId(mail.id) });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => {},
  };
}

export function transportFor(config: Config): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(path.resolve(config.dataDir, 'mail'));
}
