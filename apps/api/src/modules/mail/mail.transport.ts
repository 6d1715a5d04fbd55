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

/**
 * What every message is sent as. Message-ID from the outbox id: a receiving server can tell a resend of the same
 * message. Quoted-printable named rather than chosen by nodemailer, which reads the whole text to choose it, and
 * chooses it for our mostly ASCII messages anyway (and base64 text is what spam filters score).
 */
const envelope = (mail: OutgoingMail) => ({
  ...mail,
  messageId: `<${mail.id}@aurelia.mail>`,
  textEncoding: 'quoted-printable' as const,
});

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(envelope(mail));
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: each message is written as DATA_DIR/mail/<id>.eml, as a mail client would open it. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail));
      const file = path.join(dir, `${mail.id}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      const write = async () => {
        await writeFile(`${file}.tmp`, info.message as Buffer);
        await rename(`${file}.tmp`, file);
      };
      // The folder is made when a message finds it missing, rather than asked for before every message.
      await write().catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        await mkdir(dir, { recursive: true });
        await write();
      });
    },
    close: () => {},
  };
}

export function transportFor(config: Config): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(path.resolve(config.dataDir, 'mail'));
}
