import { Card, Slider } from '@ringbook/web-shared';
import { AVG_REVENUE_PER_CLIENT, MISSED_CALLS_PER_DAY, customPlanRoi } from '@ringbook/web-shared/lib/formulas/custom-plan-roi.ts';
import { priceCustomPlan } from '@ringbook/web-shared/lib/formulas/custom-plan-pricing.ts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatDollars, formatNumber, formatPercent } from '../../../utils/format';
import type { CustomPlanInput } from '../api/submit-custom-plan';

/** The plan's price and what it earns back, live from the same formulas the server uses. */
export function usePlanFigures(form: UseFormReturn<CustomPlanInput>) {
  const values = form.watch();
  const pricing = priceCustomPlan(values);
  const roi = customPlanRoi({ ...values, monthlyPrice: pricing.clientPrice });
  return { values, pricing, roi };
}

export function PricingRoiStep({ form }: { form: UseFormReturn<CustomPlanInput> }) {
  const { values, pricing, roi } = usePlanFigures(form);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="flex flex-col gap-4 p-6">
        <h3 className="text-lg font-semibold text-foreground">Your plan</h3>
        <p className="text-muted-foreground">
          <span className="text-4xl font-bold text-foreground tabular-nums" data-testid="plan-monthly-price">
            {formatDollars(pricing.clientPrice)}
          </span>
          /month
        </p>
        <p className="text-sm text-muted-foreground">
          or <span className="font-semibold text-foreground tabular-nums" data-testid="plan-annual-price">{formatDollars(pricing.annualPrice)}</span>/year
          billed annually:{' '}
          <span className="font-semibold text-success tabular-nums" data-testid="plan-annual-savings">
            save {formatDollars(pricing.annualSavings)}
          </span>{' '}
          (15%)
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <Detail label="Calls per month" value={formatNumber(values.callsPerMonth)} />
          <Detail label="Average call" value={`${values.avgCallDuration} min`} />
          <Detail label="Locations" value={formatNumber(values.locations)} />
          <Detail
            label="SMS"
            value={[values.smsConfirmations && 'Confirmations', values.smsReminders && 'Reminders'].filter(Boolean).join(' + ') || 'Off'}
          />
        </dl>
      </Card>
      <Card className="flex flex-col gap-5 border-primary bg-primary-subtle/40 p-6">
        <h3 className="text-lg font-semibold text-foreground">Your return</h3>
        <Controller
          control={form.control}
          name="avgRevenuePerClient"
          render={({ field }) => (
            <Slider label="Average revenue per client" {...AVG_REVENUE_PER_CLIENT} value={field.value} onValueChange={field.onChange} formatValue={formatDollars} />
          )}
        />
        <Controller
          control={form.control}
          name="missedCallsPerDay"
          render={({ field }) => (
            <Slider label="Missed calls per day" {...MISSED_CALLS_PER_DAY} value={field.value} onValueChange={field.onChange} formatValue={formatNumber} />
          )}
        />
        <dl className="grid grid-cols-2 gap-3" aria-live="polite">
          <Figure label="Net profit / month" value={formatDollars(roi.netProfit)} testId="roi-net-profit" negative={roi.netProfit < 0} />
          <Figure label="ROI" value={formatPercent(roi.roiPercentage)} testId="roi-roi-percentage" negative={roi.roiPercentage < 0} />
          <Figure label="Payback" value={`${formatNumber(roi.paybackDays)} ${roi.paybackDays === 1 ? 'day' : 'days'}`} testId="roi-payback-days" />
          <Figure label="Annual impact" value={formatDollars(roi.annualImpact)} testId="roi-annual-impact" />
        </dl>
        <p className="text-xs text-muted-foreground">
          Assumes {Math.round(values.conversionRate * 100)}% of answered calls convert, Brian answers 95% of the
          calls you miss, and {values.businessDaysPerMonth} business days a month.
        </p>
      </Card>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}

function Figure({ label, value, testId, negative = false }: { label: string; value: string; testId: string; negative?: boolean }) {
  return (
    <div className="rounded-lg bg-background p-3 shadow-soft">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${negative ? 'text-destructive' : 'text-success'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
