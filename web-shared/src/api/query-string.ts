/** The values a generated query type holds. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** `path?name=value&…` with the query's given values in the order written; undefined, null and '' are left out
 * (the server's default applies), and so is the `?` when nothing is left. */
export function withQuery(path: string, query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
