/** A salon's name with its tenant id under it, for rows that name a tenant. */
export function TenantCell({ name, tenantId }: { name: string | null; tenantId: string | null }) {
  return (
    <div className="min-w-0">
      <div className="font-medium text-foreground">{name?.trim() || 'Unnamed salon'}</div>
      {tenantId ? <div className="font-mono text-xs wrap-anywhere text-muted-foreground">{tenantId}</div> : null}
    </div>
  );
}
