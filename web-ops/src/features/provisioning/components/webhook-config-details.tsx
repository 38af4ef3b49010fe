import { Button, Spinner, buttonClasses } from '@ringbook/web-shared';
import { ExternalLink, RotateCcw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { WEBHOOK_FUNCTION_COUNT, type WebhookConfig } from '../api/get-webhook-config';
import { failureText } from '../utils/errors';
import { CopyButton } from './copy-button';
import { WebhookFunctionItem } from './webhook-function-item';

function DashboardLink({ url }: { url: string }) {
  if (!url) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="outline" size="sm" disabled aria-describedby="no-dashboard">
          <ExternalLink aria-hidden="true" />
          Open Voice Provider Dashboard
        </Button>
        <p id="no-dashboard" className="text-sm text-muted-foreground">
          This agent&apos;s voice provider has no dashboard.
        </p>
      </div>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
    >
      <ExternalLink aria-hidden="true" />
      Open Voice Provider Dashboard
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function ConfigView({ config }: { config: WebhookConfig }) {
  const count = config.functions.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-foreground">Agent ID</p>
        <div className="flex min-w-0 items-center gap-1 rounded-lg bg-muted px-3 py-1">
          <code className="min-w-0 flex-1 truncate font-mono text-sm text-foreground">{config.agentId}</code>
          <CopyButton text={config.agentId} label="Copy agent ID" confirmation="Agent ID copied to clipboard!" />
        </div>
      </div>
      <DashboardLink url={config.dashboardUrl} />
      <p className="text-sm text-muted-foreground">
        Add these {count} custom functions to the agent, each with its URL, method and parameters.
      </p>
      {count !== WEBHOOK_FUNCTION_COUNT ? (
        <p role="alert" className="text-sm font-medium text-warning">
          Expected {WEBHOOK_FUNCTION_COUNT} functions, the server listed {count}.
        </p>
      ) : null}
      <ol aria-label="Functions" className="flex flex-col gap-3">
        {config.functions.map((fn) => (
          <WebhookFunctionItem key={fn.name} fn={fn} />
        ))}
      </ol>
    </div>
  );
}

/** The dialog's body: loading, the failure with a way to ask again, or the config. */
export function WebhookConfigDetails({ query }: { query: UseQueryResult<WebhookConfig> }) {
  if (query.data) return <ConfigView config={query.data} />;
  if (query.isError) {
    const reason = failureText(query.error);
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="text-sm text-destructive">
          <span className="font-semibold">Failed to fetch webhook config</span>
          {reason ? `: ${reason}` : null}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> Loading webhook config...
    </p>
  );
}
