export const BRAND_NAME = 'Ringbook';

export function formatPageTitle(title: string): string {
  return `${BRAND_NAME} — ${title}`;
}

// React 19 hoists <title> into <head>, ahead of the static one in index.html.
export function PageTitle({ title }: { title: string }) {
  return <title>{formatPageTitle(title)}</title>;
}
