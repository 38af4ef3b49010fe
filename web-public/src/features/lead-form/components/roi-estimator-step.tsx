import { Slider } from '@ringbook/web-shared';
import { BOOKING_VALUE, MISSED_CALLS_PER_WEEK, leadEstimate } from '@ringbook/web-shared/lib/formulas/lead-estimate.ts';
import { TrendingUp } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { formatDollars, formatNumber } from '../../../utils/format';
import type { LeadFormInput } from '../api/submit-lead-form';

export function RoiEstimatorStep({ form }: { form: UseFormReturn<LeadFormInput> }) {
  const avgBookingValue = form.watch('avgBookingValue');
  const missedCallsPerWeek = form.watch('missedCallsPerWeek');
  const estimate = leadEstimate({ avgBookingValue, missedCallsPerWeek });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <Slider
          label="Average booking value"
          {...BOOKING_VALUE}
          value={avgBookingValue}
          onValueChange={(value) => form.setValue('avgBookingValue', value)}
          formatValue={formatDollars}
        />
        <Slider
          label="Missed calls per week"
          {...MISSED_CALLS_PER_WEEK}
          value={missedCallsPerWeek}
          onValueChange={(value) => form.setValue('missedCallsPerWeek', value)}
          formatValue={formatNumber}
        />
      </div>
      <div className="flex flex-col items-center justify-center gap-2 rounded-lg bg-primary-subtle p-6 text-center" aria-live="polite">
        <TrendingUp className="size-8 text-success" aria-hidden="true" />
        <p className="text-sm font-medium text-muted-foreground">Estimated monthly revenue recovery</p>
        <p className="text-4xl font-bold text-success tabular-nums" data-testid="lead-estimate">
          {formatDollars(estimate)}
        </p>
        <p className="text-sm text-muted-foreground">Based on 40% conversion rate of recovered calls</p>
        <p className="text-sm font-semibold text-primary">From $99/month</p>
      </div>
    </div>
  );
}
