import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@ringbook/web-shared';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ComponentType } from 'react';
import { adminKeys } from '../api/admin-keys';
import { useConsoleView } from '../hooks/use-console-view';
import { TABS, type ConsoleTab } from '../utils/console-params';
import { AgentsTab } from './agents-tab';
import { ClientsTab } from './clients-tab';
import { IntegrationsTab } from './integrations-tab';
import { LogsTab } from './logs-tab';
import { OverviewTab } from './overview-tab';
import { PhonesTab } from './phones-tab';

const PANELS: Record<ConsoleTab, ComponentType> = {
  overview: OverviewTab,
  clients: ClientsTab,
  phones: PhonesTab,
  agents: AgentsTab,
  logs: LogsTab,
  integrations: IntegrationsTab,
};

function RefreshButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminKeys.all }) > 0;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={fetching}
      onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
    >
      <RotateCw aria-hidden="true" className={fetching ? 'motion-safe:animate-spin' : undefined} />
      Refresh
    </Button>
  );
}

/** Overview, Clients, Phones, Agents, Logs and Integrations; the open tab is in the URL (`?tab=clients`). */
export function ConsoleTabs() {
  const { view, showTab } = useConsoleView();
  return (
    <Tabs value={view.tab} onValueChange={(tab) => showTab(tab as ConsoleTab)} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Console sections" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <RefreshButton />
      </div>
      {TABS.map(({ value }) => {
        const Panel = PANELS[value];
        return (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
