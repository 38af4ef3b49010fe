import { Badge } from '@ringbook/web-shared';
import type { WebhookFunction } from '../api/get-webhook-config';
import { CopyButton } from './copy-button';

export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

/** One custom function as the operator enters it in the provider's dashboard. */
export function WebhookFunctionItem({ fn }: { fn: WebhookFunction }) {
  const parameters = prettyJson(fn.parameters);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-sm font-semibold break-all text-foreground">{fn.name}</h3>
        <CopyButton
          text={parameters}
          label={`Copy parameters of ${fn.name}`}
          confirmation="Parameters copied to clipboard!"
        >
          Copy Parameters
        </CopyButton>
      </div>
      <p className="text-sm text-muted-foreground">{fn.description}</p>
      <div className="flex min-w-0 items-center gap-2">
        <Badge tone="neutral" className="px-2 py-0.5 font-mono text-xs">
          {fn.method}
        </Badge>
        <code className="min-w-0 flex-1 font-mono text-xs break-all text-foreground">{fn.url}</code>
        <CopyButton text={fn.url} label={`Copy URL of ${fn.name}`} confirmation="URL copied to clipboard!" />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-md text-primary focus-visible:outline-2 focus-visible:outline-ring">
          Show parameters
        </summary>
        <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs text-foreground">
          {parameters}
        </pre>
      </details>
    </li>
  );
}
