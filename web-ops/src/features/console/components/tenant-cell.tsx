/** A salon's name (with the location's beside it, for a salon with several) and its tenant id under it, for rows
 * that name a tenant. */
export function TenantCell({
  name,
  tenantId,
  location = null,
}: {
  name: string | null;
  tenantId: string | null;
  location?: string | null;
}) {
  return (
    <div className="min-w-0">
      <div className="font-medium text-foreground">
        <SalonName name={name} location={location} />
      </div>
      {tenantId ? <div className="font-mono text-xs wrap-anywhere text-muted-foreground">{tenantId}</div> : null}
    </div>
  );
}

/** "Glow Studio", or "Glow Studio · Oak Street" for one location of a salon with several. */
export function SalonName({ name, location }: { name: string | null; location: string | null }) {
  return (
    <>
      {name?.trim() || 'Unnamed salon'}
      {location ? <span className="font-normal text-muted-foreground"> · {location}</span> : null}
    </>
  );
}
