import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { KeyRound } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { useConnectCalcomWithKey } from '../api/calcom-api-key';

export const API_KEY_REQUIRED = 'Enter your Cal.com API key';

const apiKeySchema = z.object({ apiKey: z.string().trim().min(1, API_KEY_REQUIRED) });

/** The other way in: a personal API key from Cal.com's settings, for owners who cannot use the sign-in. */
export function CalcomApiKeyForm() {
  const form = useForm<z.input<typeof apiKeySchema>, unknown, z.output<typeof apiKeySchema>>({
    resolver: zodResolver(apiKeySchema),
    defaultValues: { apiKey: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const connecting = useConnectCalcomWithKey({
    onSuccess: () => {
      form.reset({ apiKey: '' });
      toast({ title: 'Connected', description: 'Cal.com is connected.' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      form.setError('apiKey', {
        type: 'server',
        message: fields?.apiKey ?? message ?? "We couldn't connect Cal.com with that key. Please try again.",
      });
    },
  });

  return (
    <details className="group rounded-lg border border-border bg-muted/60 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-foreground marker:text-muted-foreground">
        Have a Cal.com API key? Connect with it instead
      </summary>
      <form noValidate onSubmit={form.handleSubmit(({ apiKey }) => connecting.mutate(apiKey))} className="mt-3 flex flex-col gap-3">
        <Input
          label="Cal.com API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="cal_live_…"
          hint="In Cal.com: Settings → Developer → API keys."
          error={form.formState.errors.apiKey?.message}
          {...form.register('apiKey')}
        />
        <Button type="submit" variant="outline" className="self-start" disabled={connecting.isPending}>
          <KeyRound aria-hidden="true" />
          {connecting.isPending ? 'Connecting...' : 'Connect with API key'}
        </Button>
      </form>
    </details>
  );
}
