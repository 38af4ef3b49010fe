import { Checkbox } from '@ringbook/web-shared';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDollars, formatNumber, formatPercent } from '../../../utils/format';
import type { CustomPlanInput } from '../api/submit-custom-plan';
import { planBusinessTypeOptions } from './business-step';
import { usePlanFigures } from './pricing-roi-step';

export function ConfirmationStep({ form }: { form: UseFormReturn<CustomPlanInput> }) {
  const { values, pricing, roi } = usePlanFigures(form);
  const { errors } = form.formState;
  const businessType = planBusinessTypeOptions.find((option) => option.value === values.businessType)?.label;
  const rows: [string, string][] = [
    ['Business', `${values.businessName} (${businessType ?? values.businessType})`],
    ['Contact', `${values.contactName} · ${values.email} · ${values.phone}`],
    ['Plan', `${formatNumber(values.callsPerMonth)} calls/month, ${values.avgCallDuration} min average, ${values.locations} location${values.locations === 1 ? '' : 's'}`],
    ['Monthly price', `${formatDollars(pricing.clientPrice)}/month (or ${formatDollars(pricing.annualPrice)}/year)`],
    ['Expected net profit', `${formatDollars(roi.netProfit)}/month · ${formatPercent(roi.roiPercentage)} ROI`],
  ];

  const link = 'font-medium text-primary underline underline-offset-4';
  return (
    <div className="flex flex-col gap-6">
      <dl className="divide-y divide-border rounded-lg border border-border">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-4">
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <Link to={paths.terms.getHref()} target="_blank" className={link}>
                Terms of Service
              </Link>
            </>
          }
          error={errors.agreeToTerms?.message}
          {...form.register('agreeToTerms')}
        />
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <Link to={paths.privacy.getHref()} target="_blank" className={link}>
                Privacy Policy
              </Link>
            </>
          }
          error={errors.agreeToPrivacy?.message}
          {...form.register('agreeToPrivacy')}
        />
        <Checkbox label="Send me product updates and tips (optional)" {...form.register('receiveUpdates')} />
      </div>
    </div>
  );
}
