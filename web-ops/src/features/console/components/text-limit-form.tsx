import { Button, Input } from '@ringbook/web-shared';
import { useState, type FormEvent } from 'react';
import type { Client } from '../api/get-clients';
import { MAX_DAILY_TEXT_LIMIT, useSetTextLimit } from '../api/set-text-limit';

const count = (value: number) => value.toLocaleString('en-US');

/** What the salon's texts are limited to today, and the operator's control to raise (or lower) the daily cap. */
export function TextLimitForm({ client, onSaved }: { client: Client; onSaved: (client: Client) => void }) {
  const { texting } = client;
  const [value, setValue] = useState(String(texting.operatorLimit ?? texting.dailyLimit));
  const [error, setError] = useState<string | undefined>();
  const saving = useSetTextLimit({ onSaved });
  const id = `text-limit-${client.tenantId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = Number(value);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DAILY_TEXT_LIMIT) {
      setError(`Enter a whole number from 1 to ${count(MAX_DAILY_TEXT_LIMIT)}`);
      return;
    }
    setError(undefined);
    saving.mutate({ tenantId: client.tenantId, dailyLimit: limit });
  };

  const basis = texting.operatorLimit === null ? 'default for the salon’s age' : 'set by an operator';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Text limit">
      <p className="text-sm text-foreground">
        {count(texting.dailyLimit)} a day ({basis}), at most {count(texting.perNumberLimit)} a day to one number.
        {texting.withheld > 0 ? ` ${count(texting.withheld)} held back so far.` : ' None held back.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <Input
            id={id}
            label="Daily text limit"
            inputMode="numeric"
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={saving.isPending} className={error ? 'sm:mb-7' : undefined}>
          {saving.isPending ? 'Saving…' : 'Set limit'}
        </Button>
      </div>
    </form>
  );
}
