import { roiCalculator } from '@ringbook/web-shared/lib/formulas/roi-calculator.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDollars, formatPercent } from '../../../utils/format';
import { RoiCalculator } from '../components/roi-calculator';

describe('RoiCalculator', () => {
  it('starts from the spec defaults and shows the shared formula figures', () => {
    render(<RoiCalculator />);
    // 85 x 5 x 60% x 22 = 5,610 a month; 95% recovered = 5,329.5 -> 5,330; ROI (5,329.5 - 399) / 399 = 1,236%.
    expect(screen.getByTestId('roi-monthly-lost')).toHaveTextContent('$5,610');
    expect(screen.getByTestId('roi-yearly-lost')).toHaveTextContent('$67,320');
    expect(screen.getByTestId('roi-recovered')).toHaveTextContent('$5,330');
    expect(screen.getByTestId('roi-percentage')).toHaveTextContent('1,236%');
  });

  it('recomputes on every slider change', () => {
    render(<RoiCalculator />);
    fireEvent.change(screen.getByLabelText('Missed calls per day'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Average revenue per client'), { target: { value: '140' } });
    fireEvent.change(screen.getByLabelText('Conversion rate'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Business days per month'), { target: { value: '26' } });

    const expected = roiCalculator({ averageRevenue: 140, missedCalls: 12, conversionRate: 35, businessDays: 26 });
    expect(screen.getByTestId('roi-monthly-lost')).toHaveTextContent(formatDollars(expected.monthlyLostRevenue));
    expect(screen.getByTestId('roi-recovered')).toHaveTextContent(formatDollars(expected.potentialImpact));
    expect(screen.getByTestId('roi-percentage')).toHaveTextContent(formatPercent(expected.roiPercentage));
    expect(screen.getByLabelText('Average revenue per client')).toHaveAttribute('aria-valuetext', '$140');
  });
});
