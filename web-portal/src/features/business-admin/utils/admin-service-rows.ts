import type { Service, ServiceInput } from '../../../lib/api/services';
import { emptyRow, serviceIdFrom, toRow, type ServiceRow, type ServiceRowField } from '../../../lib/service-rows';
import { z } from '../../../lib/zod';

export const MIN_DURATION = 5;

/**
 * A row of the services tab; what the tab does not show rides along in `kept`, as in every service editor. A new
 * row's ID is a preview of the one the server will give it while it follows the name (`idFromName`).
 */
export type AdminServiceRow = ServiceRow & { idFromName: boolean };

export type RowErrors = Partial<Record<ServiceRowField, string>>;

export const NO_SERVICES_YET = 'No services configured yet. Click "Add Service" to get started.';

export const toAdminRow = (service: Service): AdminServiceRow => ({ ...toRow(service), idFromName: false });

/** A new row's ID follows its name until the owner types an ID of their own. */
export const newAdminRow = (): AdminServiceRow => ({ ...emptyRow(), idFromName: true });

export function withName(row: AdminServiceRow, name: string): AdminServiceRow {
  return row.idFromName ? { ...row, name, serviceId: name.trim() ? serviceIdFrom(name) : '' } : { ...row, name };
}

/** The ID sent for a row: a saved service's own, one the owner typed, or none (the server makes it from the name). */
const sentId = (row: AdminServiceRow): string =>
  row.saved || !row.idFromName ? row.serviceId.trim().toLowerCase() : '';

/** A message when `value` is not a whole number of minutes of at least `min`. */
function minutesError(value: string, label: string, min: number): string | undefined {
  const minutes = Number(value.trim());
  if (!Number.isFinite(minutes) || minutes < min) {
    return min === 0 ? `${label} can't be negative` : `${label} must be at least ${min} minutes`;
  }
  if (!Number.isInteger(minutes)) return `${label} must be a whole number of minutes`;
  return undefined;
}

function rowErrors(row: AdminServiceRow, repeatedIds: Set<string>): RowErrors {
  const errors: RowErrors = {};
  if (repeatedIds.has(sentId(row))) errors.serviceId = 'Each service needs its own ID';
  if (!row.name.trim()) errors.name = 'Name is required';
  if (!row.durationMin.trim()) errors.durationMin = 'Duration is required';
  else errors.durationMin = minutesError(row.durationMin, 'Duration', MIN_DURATION);
  if (row.bufferMin.trim()) errors.bufferMin = minutesError(row.bufferMin, 'Buffer', 0);
  const price = row.price.trim();
  if (price && !Number.isFinite(Number(price))) errors.price = 'Price must be a number, like 45 or 45.50';
  else if (Number(price) < 0) errors.price = "Price can't be negative";
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as RowErrors;
}

/** Messages by row key; rows without a problem are left out. */
export function serviceErrors(rows: AdminServiceRow[]): Record<number, RowErrors> {
  const ids = rows.map(sentId).filter(Boolean);
  const repeated = new Set(ids.filter((id, index) => ids.indexOf(id) !== index));
  const errors: Record<number, RowErrors> = {};
  for (const row of rows) {
    const found = rowErrors(row, repeated);
    if (Object.keys(found).length > 0) errors[row.key] = found;
  }
  return errors;
}

/** The tab's rows, each checked as the server would check it (`serviceErrors`), each message on its field. */
export const adminRowsSchema = z
  .object({ rows: z.array(z.custom<AdminServiceRow>()) })
  .superRefine(({ rows }, ctx) => {
    const found = serviceErrors(rows);
    rows.forEach((row, index) => {
      for (const [field, message] of Object.entries(found[row.key] ?? {})) {
        ctx.addIssue({ code: 'custom', path: ['rows', index, field], message });
      }
    });
  });

const SERVER_FIELD = /^services\.(\d+)\.(serviceId|name|durationMin|bufferMin|price)$/;

/** A 422's `fields` (`services.<index>.<field>`, index into the list as sent) as messages by row key. */
export function serverRowErrors(rows: AdminServiceRow[], fields: Record<string, string> = {}) {
  const errors: Record<number, RowErrors> = {};
  for (const [name, message] of Object.entries(fields)) {
    const match = SERVER_FIELD.exec(name);
    const row = match ? rows[Number(match[1])] : undefined;
    if (row) errors[row.key] = { ...errors[row.key], [match![2] as keyof RowErrors]: message };
  }
  return errors;
}

/** The catalogue to save (rows already checked): buffer and price default to 0; a new service's ID is the server's. */
export function toCatalogue(rows: AdminServiceRow[]): ServiceInput[] {
  return rows.map((row) => ({
    ...row.kept,
    serviceId: sentId(row),
    name: row.name.trim(),
    durationMin: Number(row.durationMin),
    bufferMin: row.bufferMin.trim() ? Number(row.bufferMin) : 0,
    price: row.price.trim() ? Number(row.price) : 0,
  }));
}
