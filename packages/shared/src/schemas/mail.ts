import { z } from 'zod';
import { pageAnswerShape, pageQueryShape } from './lists.js';

export const mailListQuery = z.strictObject({ ...pageQueryShape });
export type MailListQuery = z.input<typeof mailListQuery>;

/** One message of the outbox as the admin's Sent mail lists it. */
export const mailSummaryDto = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailSummaryDto = z.infer<typeof mailSummaryDto>;

export const mailListAnswer = z.object({ messages: z.array(mailSummaryDto), ...pageAnswerShape });
export type MailListAnswer = z.infer<typeof mailListAnswer>;

/** A message with its bodies: the HTML as the guest's mail client shows it, and the plain text. */
export const mailDetailAnswer = z.object({ message: mailSummaryDto.extend({ html: z.string(), text: z.string() }) });
export type MailDetailAnswer = z.infer<typeof mailDetailAnswer>;
