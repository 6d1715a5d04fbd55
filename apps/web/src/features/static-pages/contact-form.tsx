import { MSG } from '@hotel/shared/messages';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { contactForm } from './contact-schema';

export const CONTACT_SUBJECTS = [
  { value: 'reservation', label: 'Reservation' },
  { value: 'events', label: 'Events' },
  { value: 'services', label: 'Services' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;

type ContactInput = z.input<typeof contactForm>;
type ContactValues = z.output<typeof contactForm>;
const resolver = lazyZodResolver(() => import('./contact-schema').then((m) => m.contactForm));

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
  } = useForm<ContactInput, unknown, ContactValues>({ resolver, defaultValues: EMPTY });

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
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-5"
    >
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
