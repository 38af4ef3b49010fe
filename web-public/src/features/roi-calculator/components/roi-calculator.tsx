import { Card, Slider } from '@ringbook/web-shared';
import {
  REFERENCE_PLAN_PRICE,
  ROI_CALCULATOR_SLIDERS as SLIDERS,
  roiCalculator,
  type RoiCalculatorInput,
} from '@ringbook/web-shared/lib/formulas/roi-calculator.ts';
import { useState, type ReactNode } from 'react';
import { formatDollars, formatNumber, formatPercent } from '../../../utils/format';

const initialInput: RoiCalculatorInput = {
  averageRevenue: SLIDERS.averageRevenue.default,
  missedCalls: SLIDERS.missedCalls.default,
  conversionRate: SLIDERS.conversionRate.default,
  businessDays: SLIDERS.businessDays.default,
};

/** Four sliders and the figures they give (public-site.md §9), recomputed on every change. */
export function RoiCalculator({ cta }: { cta?: ReactNode }) {
  const [input, setInput] = useState(initialInput);
  const result = roiCalculator(input);
  const set = (key: keyof RoiCalculatorInput) => (value: number) =>
    setInput((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h3 className="text-lg font-semibold text-foreground">Your salon</h3>
        <Slider
          label="Average revenue per client"
          {...SLIDERS.averageRevenue}
          value={input.averageRevenue}
          onValueChange={set('averageRevenue')}
          formatValue={formatDollars}
        />
        <Slider
          label="Missed calls per day"
          {...SLIDERS.missedCalls}
          value={input.missedCalls}
          onValueChange={set('missedCalls')}
          formatValue={formatNumber}
        />
        <Slider
          label="Conversion rate"
          {...SLIDERS.conversionRate}
          value={input.conversionRate}
          onValueChange={set('conversionRate')}
          formatValue={formatPercent}
        />
        <Slider
          label="Business days per month"
          {...SLIDERS.businessDays}
          value={input.businessDays}
          onValueChange={set('businessDays')}
          formatValue={formatNumber}
        />
      </Card>

      <Card className="flex flex-col gap-5 border-primary bg-primary-subtle/40 p-6 sm:p-8" aria-live="polite">
        <h3 className="text-lg font-semibold text-foreground">What missed calls cost you</h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure label="Monthly lost revenue" value={formatDollars(result.monthlyLostRevenue)} tone="loss" testId="roi-monthly-lost" />
          <Figure label="Yearly lost revenue" value={formatDollars(result.yearlyLostRevenue)} tone="loss" testId="roi-yearly-lost" />
          <Figure
            label="Recovered with Ringbook each month"
            value={formatDollars(result.potentialImpact)}
            tone="gain"
            note="Brian answers 95% of the calls you miss today"
            testId="roi-recovered"
          />
          <Figure
            label="Return on investment"
            value={formatPercent(result.roiPercentage)}
            tone="gain"
            note={`On the Professional plan at ${formatDollars(REFERENCE_PLAN_PRICE)}/month`}
            testId="roi-percentage"
          />
        </dl>
        {cta && <div className="mt-auto pt-2">{cta}</div>}
      </Card>
    </div>
  );
}

function Figure({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  tone: 'loss' | 'gain';
  testId: string;
}) {
  return (
    <div className="rounded-lg bg-background p-4 shadow-soft">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        data-testid={testId}
        className={`mt-1 text-2xl font-bold tabular-nums sm:text-3xl ${tone === 'loss' ? 'text-destructive' : 'text-success'}`}
      >
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}
