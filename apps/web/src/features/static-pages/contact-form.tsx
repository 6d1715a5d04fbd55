import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, MSG, nameSchema, phoneSchema } from '@hotel/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';

export const CONTACT_SUBJECTS = [
  { value: 'reservation', label: 'Reservation' },
  { value: 'events', label: 'Events' },
  { value: 'services', label: 'Services' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec §5: name, email, subject and message are required; phone is optional. */
const contactForm = z.object({
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
type ContactInput = z.input<typeof contactForm>;
type ContactValues = z.output<typeof contactForm>;

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '' as ContactInput['subject'], message: '' };

/** Nothing leaves the browser (spec §2): the form waits a second, thanks the visitor and clears itself. */
async function sendMessage(_values: ContactValues): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: zodResolver(contactForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage(values);
      notify.success('Thank you for your message. Our team will reply within one business day.');
      reset(EMPTY);
    } catch {
      notify.error(MSG.contactFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-2xl">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Input
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Phone number"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Select
          label="Subject"
          placeholder="Choose a subject"
          options={CONTACT_SUBJECTS}
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <Textarea label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} icon={<Send aria-hidden="true" className="size-4" />}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
