import { Card } from '@ringbook/web-shared';
import { Check, TrendingUp } from 'lucide-react';
import type { BusinessType } from '../data/business-types';

export function BusinessTypeCard({ type }: { type: BusinessType }) {
  const Icon = type.icon;
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-lg bg-primary-subtle text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-success/5 px-2.5 py-1 text-sm font-semibold text-success">
          <TrendingUp className="size-4" aria-hidden="true" />
          {type.increase}
        </span>
      </div>
      <h3 className="text-xl font-semibold text-foreground">{type.name}</h3>
      <p className="text-muted-foreground">{type.description}</p>
      <ul className="flex flex-col gap-2">
        {type.highlights.map((highlight) => (
          <li key={highlight} className="flex items-start gap-2 text-sm text-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {highlight}
          </li>
        ))}
      </ul>
      <p className="mt-auto text-xs text-muted-foreground">Average revenue increase: {type.increase}</p>
    </Card>
  );
}
