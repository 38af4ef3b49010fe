import { leadEstimate } from '@ringbook/web-shared/lib/formulas/lead-estimate.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import { formatDollars } from '../../../utils/format';

const continueButton = () => screen.getByRole('button', { name: /Continue/ });
const stepLabel = () => screen.getByRole('progressbar').getAttribute('aria-label');

describe('/get-started', () => {
  it('validates each step with the spec messages, estimates the ROI and submits every field', async () => {
    const user = userEvent.setup();
    const calls = apiServer({ 'POST /api/lead-form': () => ({ status: 201, body: { id: 'x', estimate: 1920 } }) });
    const router = renderRoute('/get-started');

    // Step 1
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(stepLabel()).toBe('Step 1 of 5, 20% complete');
    await user.type(screen.getByLabelText('Business Name'), 'Sharp Cuts');
    await user.type(screen.getByLabelText('Your Name'), 'Marcus T');
    await user.type(screen.getByLabelText('Email'), 'marcus@sharp.test');
    await user.type(screen.getByLabelText('Phone'), '4045550100');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'barbershop');
    await user.click(continueButton());

    // Step 2
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByText('Select at least one booking method')).toBeInTheDocument();
    expect(screen.getByText('Select at least one challenge')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('How many staff take appointments?'));
    await user.type(screen.getByLabelText('How many staff take appointments?'), '4');
    await user.click(screen.getByLabelText('Phone calls'));
    await user.click(screen.getByLabelText('Walk-ins'));
    await user.click(screen.getByLabelText('Missed calls after hours'));
    await user.click(screen.getByLabelText('50-100'));
    await user.click(continueButton());

    // Step 3: the estimate from the shared formula (80 x 15 x 4 x 40% = $1,920 by default).
    expect(await screen.findByTestId('lead-estimate')).toHaveTextContent('$1,920');
    expect(screen.getByText('Based on 40% conversion rate of recovered calls')).toBeInTheDocument();
    expect(screen.getByText('From $99/month')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Average booking value'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Missed calls per week'), { target: { value: '22' } });
    expect(screen.getByTestId('lead-estimate')).toHaveTextContent(
      formatDollars(leadEstimate({ avgBookingValue: 45, missedCallsPerWeek: 22 })),
    );
    await user.click(continueButton());

    // Step 4
    expect(await screen.findByText('Step 4 of 5')).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByText('Please describe your services')).toBeInTheDocument();
    expect(screen.getByText('Please specify your hours')).toBeInTheDocument();
    expect(screen.getByText('Select at least one language')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Services you offer (one per line)'), 'Skin fade{enter}Beard trim');
    await user.type(screen.getByLabelText('Operating hours'), 'Tue-Sat 9-7');
    await user.click(screen.getByLabelText('English'));
    await user.click(screen.getByLabelText('Spanish'));
    await user.click(continueButton());

    // Step 5
    const submit = await screen.findByRole('button', { name: 'Get My Custom AI Receptionist' });
    await user.click(submit);
    expect(await screen.findByText('You must agree to be contacted')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByLabelText(/I agree to be contacted/));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/lead-thank-you'));
    expect(calls[0]).toMatchObject({
      url: '/api/lead-form',
      method: 'POST',
      body: {
        businessName: 'Sharp Cuts',
        businessType: 'barbershop',
        staffCount: 4,
        weeklyBookings: '50-100',
        currentBookingMethods: ['Phone calls', 'Walk-ins'],
        biggestChallenges: ['Missed calls after hours'],
        servicesOffered: 'Skin fade\nBeard trim',
        preferredLanguages: ['English', 'Spanish'],
        voiceStyle: 'professional-female',
        timeline: 'asap',
        budgetRange: '99-199',
        agreedToContact: true,
        avgBookingValue: 45,
        missedCallsPerWeek: 22,
      },
    });
  });

  it('goes back a step with Back, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderRoute('/get-started');
    await user.type(await screen.findByLabelText('Business Name'), 'Sharp Cuts');
    await user.type(screen.getByLabelText('Your Name'), 'Marcus T');
    await user.type(screen.getByLabelText('Email'), 'marcus@sharp.test');
    await user.type(screen.getByLabelText('Phone'), '4045550100');
    await user.click(continueButton());
    await screen.findByText('Step 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Sharp Cuts');
  });
});
