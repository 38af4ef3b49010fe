import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useConnectCalcomWithKey } from '../api/calcom-api-key';

export const API_KEY_REQUIRED = 'Enter your Cal.com API key';

/** The other way in: a personal API key from Cal.com's settings, for owners who cannot use the sign-in. */
export function CalcomApiKeyForm() {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string>();
  const connecting = useConnectCalcomWithKey({
    onSuccess: () => {
      setApiKey('');
      toast({ title: 'Connected', description: 'Cal.com is connected.' });
    },
    onError: (err) => {
      const { message, fields } = readApiError(err);
      setError(fields?.apiKey ?? message ?? "We couldn't connect Cal.com with that key. Please try again.");
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = apiKey.trim();
    if (!key) {
      setError(API_KEY_REQUIRED);
      return;
    }
    setError(undefined);
    connecting.mutate(key);
  };

  return (
    <details className="group rounded-lg border border-border bg-muted/60 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-foreground marker:text-muted-foreground">
        Have a Cal.com API key? Connect with it instead
      </summary>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <Input
          label="Cal.com API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="cal_live_…"
          hint="In Cal.com: Settings → Developer → API keys."
          value={apiKey}
          error={error}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <Button type="submit" variant="outline" className="self-start" disabled={connecting.isPending}>
          <KeyRound aria-hidden="true" />
          {connecting.isPending ? 'Connecting...' : 'Connect with API key'}
        </Button>
      </form>
    </details>
  );
}
