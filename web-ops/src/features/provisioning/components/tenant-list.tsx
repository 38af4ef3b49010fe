import { Button, Spinner, cn } from '@ringbook/web-shared';
import { RotateCcw } from 'lucide-react';
import { useTenants } from '../api/get-tenants';
import { failureText } from '../utils/errors';
import type { Receptionist } from '../utils/receptionists';
import { TenantCard } from './tenant-card';
import { TenantPagination, formatCount } from './tenant-pagination';

export const PAGE_SIZE = 24;

type TenantListProps = {
  search: string;
  page: number;
  onPage: (page: number) => void;
  onProvision: (receptionist: Receptionist) => void;
  onConfigure: (receptionist: Receptionist) => void;
};

const tenantsWord = (count: number) => (count === 1 ? 'tenant' : 'tenants');

function Summary({ first, last, total, loading }: { first: number; last: number; total: number; loading: boolean }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground tabular-nums">
      {loading ? (
        <>
          <Spinner /> Loading tenants...
        </>
      ) : last >= first ? (
        `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${tenantsWord(total)}`
      ) : null}
    </p>
  );
}

type EmptyStateProps = { search: string; pastTheEnd: boolean; onFirstPage: () => void };

function EmptyState({ search, pastTheEnd, onFirstPage }: EmptyStateProps) {
  const [title, hint] = pastTheEnd
    ? ['No tenants on this page', 'The list is shorter than this page number.']
    : search
      ? ['No tenants found', `Nothing matches “${search}”. Try a name, an owner e-mail or a phone number.`]
      : ['No tenants yet', 'Salons appear here as soon as their owners sign up.'];
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-input bg-background',
        'px-6 py-12 text-center',
      )}
    >
      <div>
        <p className="font-semibold text-foreground">{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      </div>
      {pastTheEnd ? (
        <Button variant="outline" size="sm" onClick={onFirstPage}>
          Go to the first page
        </Button>
      ) : null}
    </div>
  );
}

export function TenantList({ search, page, onPage, onProvision, onConfigure }: TenantListProps) {
  const tenants = useTenants({ search, page, pageSize: PAGE_SIZE });

  if (tenants.isError && !tenants.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="text-sm text-destructive">
          <span className="font-semibold">Failed to fetch tenants</span>
          {failureText(tenants.error) ? `: ${failureText(tenants.error)}` : null}
        </p>
        <Button variant="outline" size="sm" onClick={() => void tenants.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  const items = tenants.data?.items ?? [];
  const total = tenants.data?.total ?? 0;
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <div className="flex flex-col gap-4" aria-busy={tenants.isFetching}>
      <Summary first={first} last={first + items.length - 1} total={total} loading={tenants.isFetching} />
      {tenants.data && items.length === 0 ? (
        <EmptyState search={search} pastTheEnd={total > 0} onFirstPage={() => onPage(1)} />
      ) : (
        <ul aria-label="Tenants" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((tenant) => (
            <li key={tenant.tenantId}>
              <TenantCard tenant={tenant} onProvision={onProvision} onConfigure={onConfigure} />
            </li>
          ))}
        </ul>
      )}
      <TenantPagination page={page} pageSize={PAGE_SIZE} total={total} onPage={onPage} />
    </div>
  );
}
