import { customPlanRoi } from '@ringbook/web-shared/lib/formulas/custom-plan-roi.ts';
import { priceCustomPlan } from '@ringbook/web-shared/lib/formulas/custom-plan-pricing.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import { formatDollars } from '../../../utils/format';
import { SUBMISSION_STORAGE_KEY } from '../utils/stored-submission';

async function fillBusinessStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Business Name'), 'Maple & Co. Hair');
  await user.type(screen.getByLabelText('Your Name'), 'Jess Doe');
  await user.type(screen.getByLabelText('Email'), 'jess@maple.test');
  await user.type(screen.getByLabelText('Phone'), '5125550100');
}

const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

describe('/configure', () => {
  it('checks the business fields with the spec messages before moving on', async () => {
    const user = userEvent.setup();
    renderRoute('/configure');
    await user.click(await screen.findByRole('button', { name: /Continue/ }));

    expect(await screen.findByText('Business name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Your name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(progress()).toBe('20');
  });

  it('walks the four steps with live prices and submits the order', async () => {
    const user = userEvent.setup();
    const planned = priceCustomPlan({ callsPerMonth: 400, avgCallDuration: 7, locations: 2, smsConfirmations: true, smsReminders: false });
    const answer = {
      id: '3f1c2d4e-0000-4000-8000-000000000001',
      pricing: planned,
      roi: customPlanRoi({
        avgRevenuePerClient: 85,
        missedCallsPerDay: 8,
        conversionRate: 0.6,
        businessDaysPerMonth: 22,
        monthlyPrice: planned.clientPrice,
      }),
    };
    const calls = apiServer({ 'POST /api/custom-plan': () => ({ status: 201, body: answer }) });
    const router = renderRoute('/configure');
    await fillBusinessStep(user);
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    // Step 2: the plan.
    await screen.findByRole('heading', { name: 'Configure your AI receptionist' });
    expect(progress()).toBe('40');
    fireEvent.change(screen.getByLabelText('Calls per month'), { target: { value: '400' } });
    const locations = screen.getByLabelText('Number of locations');
    await user.clear(locations);
    await user.type(locations, '2');
    await user.click(screen.getByLabelText(/SMS reminders/));
    expect(screen.getByLabelText(/Calendar integration/)).toBeChecked();
    expect(screen.getByLabelText(/Calendar integration/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    // Step 3: the price and the ROI, from the shared formulas.
    await screen.findByRole('heading', { name: 'Your price and your return' });
    expect(progress()).toBe('60');
    const pricing = priceCustomPlan({ callsPerMonth: 400, avgCallDuration: 7, locations: 2, smsConfirmations: true, smsReminders: false });
    expect(screen.getByTestId('plan-monthly-price')).toHaveTextContent(formatDollars(pricing.clientPrice));
    expect(screen.getByTestId('plan-annual-price')).toHaveTextContent(formatDollars(pricing.annualPrice));
    fireEvent.change(screen.getByLabelText('Missed calls per day'), { target: { value: '8' } });
    const roi = customPlanRoi({
      avgRevenuePerClient: 85,
      missedCallsPerDay: 8,
      conversionRate: 0.6,
      businessDaysPerMonth: 22,
      monthlyPrice: pricing.clientPrice,
    });
    expect(screen.getByTestId('roi-net-profit')).toHaveTextContent(formatDollars(roi.netProfit));
    expect(screen.getByTestId('roi-roi-percentage')).toHaveTextContent(`${roi.roiPercentage.toLocaleString('en-US')}%`);
    expect(screen.getByTestId('roi-payback-days')).toHaveTextContent(`${roi.paybackDays} days`);
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    // Step 4: both agreements are required.
    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(progress()).toBe('80');
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('You must agree to the terms')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the privacy policy')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByLabelText(/I agree to the Terms of Service/));
    await user.click(screen.getByLabelText(/I agree to the Privacy Policy/));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(calls[0]).toMatchObject({
      url: '/api/custom-plan',
      method: 'POST',
      body: {
        businessName: 'Maple & Co. Hair',
        email: 'jess@maple.test',
        callsPerMonth: 400,
        avgCallDuration: 7,
        locations: 2,
        smsConfirmations: true,
        smsReminders: false,
        missedCallsPerDay: 8,
        conversionRate: 0.6,
        businessDaysPerMonth: 22,
        agreeToTerms: true,
        agreeToPrivacy: true,
      },
    });
    const stored = JSON.parse(window.localStorage.getItem(SUBMISSION_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ businessName: 'Maple & Co. Hair', pricing: { clientPrice: pricing.clientPrice } });
    expect(await screen.findByText('Your custom plan has been submitted.')).toBeInTheDocument();
  });

  it('keeps the visitor on the last step with an error toast when the order fails', async () => {
    const user = userEvent.setup();
    apiServer({ 'POST /api/custom-plan': () => ({ status: 503, body: { error: 'Leads is down' } }) });
    const router = renderRoute('/configure');
    await fillBusinessStep(user);
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: /Continue/ }));
    await user.click(await screen.findByLabelText(/I agree to the Terms of Service/));
    await user.click(screen.getByLabelText(/I agree to the Privacy Policy/));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configure');
  });

  it('goes home from the first step', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/configure');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('turns a locations entry that is not a number into 1', async () => {
    const { parseLocations } = await import('../components/plan-step');
    expect(parseLocations('abc')).toBe(1);
    expect(parseLocations('')).toBe(1);
    expect(parseLocations('3')).toBe(3);
  });
});

describe('/thank-you', () => {
  it('says so when there is no saved order', async () => {
    renderRoute('/thank-you');
    expect(await screen.findByRole('heading', { name: 'No submission data found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('greets the contact and summarises the saved order', async () => {
    window.localStorage.setItem(
      SUBMISSION_STORAGE_KEY,
      JSON.stringify({
        businessName: 'Maple & Co. Hair',
        contactName: 'Jess Doe',
        email: 'jess@maple.test',
        locations: 2,
        pricing: { clientPrice: 564 },
        roi: { netProfit: 6091, roiPercentage: 1080 },
      }),
    );
    renderRoute('/thank-you');
    expect(await screen.findByRole('heading', { name: 'Thank you, Jess Doe!' })).toBeInTheDocument();
    expect(screen.getByText('$564/month')).toBeInTheDocument();
    expect(screen.getByText('$6,091')).toBeInTheDocument();
    expect(screen.getByText('1,080%')).toBeInTheDocument();
    expect(screen.getByText(/confirmation email is on its way to jess@maple.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Onboarding Call' })).toHaveAttribute(
      'href',
      'mailto:hello@ringbook.app?subject=Onboarding%20Call%20-%20Maple%20%26%20Co.%20Hair',
    );
  });
});
