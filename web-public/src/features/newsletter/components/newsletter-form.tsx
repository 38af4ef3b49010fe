import { Button, toast } from '@ringbook/web-shared';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { subscribeInputSchema, useSubscribe } from '../api/subscribe';
import { useHydrated } from '../../../hooks/use-hydrated';

export function NewsletterForm() {
  // Pre-rendered, the form shows before React listens: until then it cannot be sent, rather than sent by the
  // browser itself (which reloads the page and drops what was typed).
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const subscription = useSubscribe({
    onSuccess: () => {
      setEmail('');
      toast({ title: 'Success!', description: 'Successfully subscribed to our newsletter!' });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subscribeInputSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter your email';
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    subscription.mutate(parsed.data);
  };

  return (
    <section aria-labelledby="newsletter-title" className="rounded-lg bg-sidebar px-6 py-10 text-center text-sidebar-foreground sm:px-12">
      <Mail className="mx-auto size-8 text-accent" aria-hidden="true" />
      <h2 id="newsletter-title" className="mt-4 text-2xl font-bold text-white sm:text-3xl">
        Get salon growth tips in your inbox
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sidebar-foreground/85">
        One short email a month with practical ideas for filling your chairs. No spam, unsubscribe anytime.
      </p>
      <form noValidate onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@yoursalon.com"
          className="h-11 flex-1 rounded-lg border border-white/20 bg-white px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
        <Button type="submit" variant="accent" disabled={!hydrated || subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
    </section>
  );
}
