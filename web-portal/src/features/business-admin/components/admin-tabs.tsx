import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ringbook/web-shared';
import { useSearchParams } from 'react-router';
import { ServicesTab } from './services-tab';
import { SettingsTab } from './settings-tab';
import { StaffHoursTab } from './staff-hours-tab';

const TABS = [
  { value: 'settings', label: 'Settings', Panel: SettingsTab },
  { value: 'services', label: 'Services', Panel: ServicesTab },
  { value: 'staff-hours', label: 'Staff Hours', Panel: StaffHoursTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/** The open tab lives in `?tab=`, so a reload or a shared link lands on the same tab. */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'settings';

  return (
    <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
      <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto" aria-label="Admin sections">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value} className="mt-6">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
