import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readConsoleView,
  withPage,
  withSearch,
  withTab,
  withTenantLogs,
  type ConsoleTab,
} from '../utils/console-params';

/** The tab, search, page and the salon the logs are narrowed to, read from and written to the URL. */
export function useConsoleView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readConsoleView(params), [params]);

  const showTab = useCallback((tab: ConsoleTab) => setParams((current) => withTab(current, tab)), [setParams]);
  // Replacing the entry keeps Back meaning "the view before this search", not "the previous keystroke".
  const search = useCallback(
    (text: string) => setParams((current) => withSearch(current, text), { replace: true }),
    [setParams],
  );
  const showPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  const showTenantLogs = useCallback(
    (tenantId: string | null) => setParams((current) => withTenantLogs(current, tenantId)),
    [setParams],
  );

  return { view, showTab, search, showPage, showTenantLogs };
}
