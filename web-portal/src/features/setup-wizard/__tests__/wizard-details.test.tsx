import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  next,
  openWizard,
  posts,
  receptionistStatus,
  stepHeading,
  wizardServer,
} from './wizard-server';

const accessibleName = (box: HTMLElement) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '';

describe('setup wizard: business info', () => {
  it('needs location and city, then saves the defaults with them', async () => {
    const { calls, user } = await openWizard(wizardServer(receptionistStatus({ status: 'business_info' })));
    await stepHeading('Business info');
    expect(screen.getByLabelText("AI receptionist's name")).toHaveValue('Brian');
    expect(screen.getByLabelText('Voice')).toHaveValue('male');
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('17:00');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Enter your business location and city to continue.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Location/), '12 Main St');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/^City/), 'Springfield');
    await user.type(screen.getByLabelText('Preferred area code'), '415');
    await user.selectOptions(screen.getByLabelText('Voice'), 'female');
    await user.click(screen.getByLabelText('Spanish'));
    await user.click(screen.getByLabelText('Saturday closed'));
    expect(screen.getByLabelText('Saturday opens')).toBeDisabled();
    await user.click(next());

    expect(await stepHeading('Your staff')).toBeInTheDocument();
    expect(screen.getByText('Business info saved!')).toBeInTheDocument();
    const sent = posts(calls, '/api/receptionist/business-info')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      location: '12 Main St',
      city: 'Springfield',
      state: '',
      zipCode: '',
      areaCode: '415',
      aiName: 'Brian',
      voiceId: 'female',
      additionalLanguages: ['Spanish'],
    });
    expect(sent.operatingHours).toMatchObject({
      '0': { open: '09:00', close: '17:00', closed: true },
      '1': { open: '09:00', close: '17:00', closed: false },
      '6': { open: '09:00', close: '17:00', closed: true },
    });
  });

  it('offers exactly the languages the receptionist speaks besides English', async () => {
    await openWizard(wizardServer(receptionistStatus({ status: 'business_info' })));
    await stepHeading('Business info');
    const group = screen.getByRole('group', { name: 'Additional languages' });
    expect(within(group).getByText(/always speaks English/)).toBeInTheDocument();
    expect(within(group).queryByText(/Not spoken yet/)).toBeNull();
    expect(within(group).getAllByRole('checkbox').map(accessibleName)).toEqual([
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
    ]);
  });

  it('keeps a language saved before it was no longer offered, marked not spoken yet', async () => {
    const saved = {
      ...receptionistStatus().businessInfo,
      location: '1 Elm',
      city: 'Salem',
      additionalLanguages: ['Spanish', 'Chinese'],
      unsupportedLanguages: ['Chinese'],
    };
    const { calls, user } = await openWizard(
      wizardServer(receptionistStatus({ status: 'business_info', businessInfo: saved })),
    );
    await stepHeading('Business info');
    const group = screen.getByRole('group', { name: 'Additional languages' });
    expect(within(group).getAllByRole('checkbox').map(accessibleName)).toEqual([
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Chinese',
    ]);
    const chinese = within(group).getByLabelText('Chinese');
    expect(chinese).toBeChecked();
    expect(chinese).toHaveAccessibleDescription('Not spoken yet: callers in it are offered a call-back');
    expect(within(group).getByLabelText('Spanish')).not.toHaveAccessibleDescription();
    expect(within(group).getAllByText(/Not spoken yet/)).toHaveLength(1);

    await user.click(within(group).getByLabelText('German'));
    await user.click(next());
    await stepHeading('Your staff');
    const sent = posts(calls, '/api/receptionist/business-info')[0]!.body as Record<string, unknown>;
    expect(sent.additionalLanguages).toEqual(['Spanish', 'Chinese', 'German']);
    expect(sent).not.toHaveProperty('unsupportedLanguages');
  });

  it('shows why a language was refused', async () => {
    const refused = 'Klingon is not offered: choose from Spanish, French, German, Italian and Portuguese (English is always spoken)';
    const { user } = await openWizard(
      wizardServer(
        receptionistStatus({
          status: 'business_info',
          businessInfo: { ...receptionistStatus().businessInfo, location: '1 Elm', city: 'Salem' },
        }),
        {
          'POST /api/receptionist/business-info': () => ({
            status: 400,
            body: { error: refused, fields: { additionalLanguages: refused } },
          }),
        },
      ),
    );
    await stepHeading('Business info');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(within(screen.getByRole('group', { name: 'Additional languages' })).getByText(refused)).toBeInTheDocument();
  });

  it("shows the server's message next to the field and in a toast", async () => {
    const { user } = await openWizard(
      wizardServer(
        receptionistStatus({
          status: 'business_info',
          businessInfo: { ...receptionistStatus().businessInfo, location: '1 Elm', city: 'Salem' },
        }),
        {
          'POST /api/receptionist/business-info': () => ({
            status: 422,
            body: { error: 'Area code must be exactly 3 digits', fields: { areaCode: 'Area code must be exactly 3 digits' } },
          }),
        },
      ),
    );
    await stepHeading('Business info');
    expect(screen.getByLabelText(/^Location/)).toHaveValue('1 Elm');
    await user.type(screen.getByLabelText('Preferred area code'), '41');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Area code must be exactly 3 digits');
    expect(screen.getByLabelText('Preferred area code')).toHaveAccessibleDescription(
      /Area code must be exactly 3 digits/,
    );
  });
});

describe('setup wizard: staff', () => {
  it('needs a name and an e-mail to add someone, and someone to go on', async () => {
    const server = wizardServer(receptionistStatus({ status: 'staff' }), (state) => ({
      'POST /api/receptionist/staff': ({ body }) => {
        const member = { staffId: 'ana-ruiz', ...body, title: body.title ?? null, calendarId: '', calendarPending: true };
        state.status = { ...state.status, status: 'services', staff: [...state.status.staff, member] };
        return { status: 201, body: { staff: member, status: 'services' } };
      },
    }));
    const { calls, user } = await openWizard(server);
    await stepHeading('Your staff');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Add at least one staff member to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Staff Member' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(posts(calls, '/api/receptionist/staff')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), ' Ana Ruiz ');
    await user.type(screen.getByLabelText('Title'), 'Stylist');
    await user.type(screen.getByLabelText('Email'), 'ana@salon.test');
    await user.click(screen.getByRole('button', { name: 'Add Staff Member' }));

    expect(await screen.findByText('Staff member added!')).toBeInTheDocument();
    expect(posts(calls, '/api/receptionist/staff')[0]!.body).toEqual({
      name: 'Ana Ruiz',
      title: 'Stylist',
      email: 'ana@salon.test',
    });

    // A stylist's mobile is optional, sent only when given.
    await user.type(screen.getByLabelText('Name'), 'Jo Park');
    await user.type(screen.getByLabelText('Email'), 'jo@salon.test');
    await user.type(screen.getByLabelText('Mobile (optional)'), ' (415) 555-0142 ');
    await user.click(screen.getByRole('button', { name: 'Add Staff Member' }));
    await waitFor(() => expect(posts(calls, '/api/receptionist/staff')).toHaveLength(2));
    expect(posts(calls, '/api/receptionist/staff')[1]!.body).toEqual({
      name: 'Jo Park',
      title: '',
      email: 'jo@salon.test',
      phone: '(415) 555-0142',
    });
    const list = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(list).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    // Still on the staff step, though the status moved on: more people can be added.
    expect(screen.getByRole('heading', { level: 2, name: 'Your staff' })).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });
});

describe('setup wizard: services', () => {
  it('needs a name to add a service and sends the fallbacks, leaving the ID to the server', async () => {
    const server = wizardServer(receptionistStatus({ status: 'services' }), (state) => ({
      'POST /api/receptionist/services': ({ body }) => {
        const added = body.services.map(({ name = '', durationMin = 30, bufferMin = 0, price = 0 }) => ({
          serviceId: 'womens-cut-colour-long',
          name,
          durationMin,
          bufferMin,
          price,
        }));
        state.status = { ...state.status, status: 'review', services: [...state.status.services, ...added] };
        return { body: { ok: true, status: 'review', services: state.status.services } };
      },
    }));
    const { calls, user } = await openWizard(server);
    await stepHeading('Your services');
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByText('Service name is required')).toBeInTheDocument();
    expect(posts(calls, '/api/receptionist/services')).toHaveLength(0);

    await user.type(screen.getByLabelText('Service name'), "Women's Cut & Colour (long)");
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    const price = screen.getByLabelText('Price ($)');
    await user.type(price, '25');
    await user.tab();
    expect(price).toHaveDisplayValue('25.00');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Services saved!')).toBeInTheDocument();
    expect(posts(calls, '/api/receptionist/services')[0]!.body).toEqual({
      services: [{ serviceId: '', name: "Women's Cut & Colour (long)", durationMin: 30, bufferMin: 0, price: 25 }],
    });
    expect(await screen.findByText('30 min · $25.00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Services' })).toHaveTextContent("Women's Cut & Colour (long)");
    await user.click(next());
    expect(await stepHeading('Review & launch')).toHaveFocus();
  });
});
