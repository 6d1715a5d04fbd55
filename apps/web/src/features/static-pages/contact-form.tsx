import { MSG } from '@hotel/shared/messages';
import type { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { shellIcon } from '@/ui/shell-icons';
import { Textarea } from '@/ui/textarea';
import type { contactForm } from './contact-schema';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Send = shellIcon(
  <>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </>,
);

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
  } = useLightForm<ContactInput, unknown, ContactValues>({ resolver, defaultValues: EMPTY });

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
