import { cn, useIsMobile } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Shown as a plain cell on phones too, without its header as a label (e.g. an action button). */
  bare?: boolean;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
};

function WideTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-2.5 font-semibold text-muted-foreground">
                {column.bare ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle hover:bg-muted/40">
              {columns.map((column) => (
                <td key={column.header} className={cn('px-4 py-3', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StackedRows<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  const [title, ...rest] = columns;
  const labelled = rest.filter((column) => !column.bare);
  const bare = rest.filter((column) => column.bare);
  return (
    <ul aria-label={caption} className="divide-y divide-border">
      {rows.map((row) => (
        <li key={rowKey(row)} className="flex flex-col gap-3 p-4">
          <div className="font-semibold wrap-anywhere text-foreground">{title.cell(row)}</div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {labelled.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0 wrap-anywhere text-foreground">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {bare.map((column) => (
            <div key={column.header}>{column.cell(row)}</div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** A table on wide screens; on phones each row becomes a stacked card of label and value. */
export function DataTable<T>(props: DataTableProps<T>) {
  return useIsMobile() ? <StackedRows {...props} /> : <WideTable {...props} />;
}
