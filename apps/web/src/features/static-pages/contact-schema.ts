import { emailSchema, nameSchema, phoneSchema } from '@hotel/shared/schemas/common';
import { z } from 'zod';

/** Spec §5: name, email, subject and message are required; phone is optional. Loaded when the form is used. */
export const contactForm = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  subject: z.enum(['reservation', 'events', 'services', 'feedback', 'other'], { message: 'Please choose a subject' }),
  message: z
    .string()
    .trim()
    .min(1, 'Please write your message')
    .max(2000, 'Please keep your message under 2000 characters'),
});
