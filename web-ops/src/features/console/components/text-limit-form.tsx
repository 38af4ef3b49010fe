import { Button, Input } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import type { Client } from '../api/get-clients';
import { MAX_DAILY_TEXT_LIMIT, useSetTextLimit } from '../api/set-text-limit';

const count = (value: number) => value.toLocaleString('en-US');

/** A whole number of texts a day, 1 to the maximum, as typed (spaces around it allowed). */
const limitSchema = z.object({
  limit: z
    .string()
    .refine((typed) => {
      const limit = Number(typed);
      return Number.isInteger(limit) && limit >= 1 && limit <= MAX_DAILY_TEXT_LIMIT;
    }, `Enter a whole number from 1 to ${count(MAX_DAILY_TEXT_LIMIT)}`)
    .transform(Number),
});

/** What the salon's texts are limited to today, and the operator's control to raise (or lower) the daily cap. */
export function TextLimitForm({ client, onSaved }: { client: Client; onSaved: (client: Client) => void }) {
  const { texting } = client;
  const form = useForm<z.input<typeof limitSchema>, unknown, z.output<typeof limitSchema>>({
    resolver: zodResolver(limitSchema),
    defaultValues: { limit: String(texting.operatorLimit ?? texting.dailyLimit) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.limit?.message;
  const saving = useSetTextLimit({ onSaved });
  const id = `text-limit-${client.tenantId}`;
  const submit = form.handleSubmit(({ limit }) => saving.mutate({ tenantId: client.tenantId, dailyLimit: limit }));

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
            error={error}
            {...form.register('limit')}
          />
        </div>
        <Button type="submit" variant="outline" disabled={saving.isPending} className={error ? 'sm:mb-7' : undefined}>
          {saving.isPending ? 'Saving…' : 'Set limit'}
        </Button>
      </div>
    </form>
  );
}
