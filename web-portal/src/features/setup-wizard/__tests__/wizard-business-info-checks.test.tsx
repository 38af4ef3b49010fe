import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { next, openWizard, posts, receptionistStatus, stepHeading, wizardServer } from './wizard-server';

const located = () =>
  receptionistStatus({
    status: 'business_info',
    businessInfo: { ...receptionistStatus().businessInfo, location: '1 Elm', city: 'Salem' },
  });

describe('setup wizard: business info checks', () => {
  it('refuses a day that closes before it opens, naming it under the hours, without saving', async () => {
    const { calls, user } = await openWizard(wizardServer(located()));
    await stepHeading('Business info');
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '08:00');
    await user.click(next());

    const message = 'Monday: Closing time must be after opening time';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Operating hours' })).toHaveAccessibleDescription(message);
    expect(posts(calls, '/api/receptionist/business-info')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Business info' })).toBeInTheDocument();
  });

  it('saves once the day is put right, the message gone', async () => {
    const { calls, user } = await openWizard(wizardServer(located()));
    await stepHeading('Business info');
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '08:00');
    await user.click(next());
    await screen.findByText('Monday: Closing time must be after opening time');

    await user.click(screen.getByLabelText('Monday closed'));
    await user.click(next());
    expect(await stepHeading('Your staff')).toBeInTheDocument();
    const sent = posts(calls, '/api/receptionist/business-info')[0]!.body as Record<string, unknown>;
    expect(sent.operatingHours).toMatchObject({ '1': { open: '09:00', close: '08:00', closed: true } });
  });

  it("ties the server's word on a language to the languages", async () => {
    const refused = 'Klingon is not offered';
    const { user } = await openWizard(
      wizardServer(located(), {
        'POST /api/receptionist/business-info': () => ({
          status: 400,
          body: { error: refused, fields: { additionalLanguages: refused } },
        }),
      }),
    );
    await stepHeading('Business info');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByRole('group', { name: 'Additional languages' })).toHaveAccessibleDescription(refused);
  });
});
