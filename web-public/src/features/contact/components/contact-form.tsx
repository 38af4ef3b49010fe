import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Input, Textarea, toast } from '@ringbook/web-shared';
import { Send } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { contactInputSchema, useSendContactMessage, type ContactInput } from '../api/send-contact-message';
import { useHydrated } from '../../../hooks/use-hydrated';

const empty: ContactInput = { name: '', email: '', phone: '', business: '', message: '' };

export function ContactForm() {
  // Pre-rendered, the form shows before React listens: until then it cannot be sent, rather than sent by the
  // browser itself (which reloads the page and drops what was typed).
  const hydrated = useHydrated();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactInputSchema), defaultValues: empty });
  const sending = useSendContactMessage({
    onSuccess: () => {
      form.reset(empty);
      toast({ title: 'Success!', description: "Thank you for contacting us! We'll get back to you soon." });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'destructive' }),
  });

  const onInvalid = (errors: FieldErrors<ContactInput>) => {
    const first = Object.values(errors)[0];
    toast({
      title: 'Validation Error',
      description: first?.message ?? 'Please fill in all required fields',
      variant: 'destructive',
    });
  };

  const { errors } = form.formState;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-foreground">Send us a message</h2>
      <p className="mt-1 text-muted-foreground">
        We'll get back to you within 24 hours. Name, email and message are required.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((data) => sending.mutate(data), onInvalid)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Input label="Full Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Input label="Phone Number" type="tel" autoComplete="tel" {...form.register('phone')} />
        <Input label="Business Name" autoComplete="organization" {...form.register('business')} />
        <div className="sm:col-span-2">
          <Textarea label="Message" rows={5} required error={errors.message?.message} {...form.register('message')} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || sending.isPending}>
            <Send aria-hidden="true" />
            {sending.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
