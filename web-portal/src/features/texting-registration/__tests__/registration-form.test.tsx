import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall, Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';
import type { Registration } from '../api/get-registration';
import { WEBSITE_MESSAGE } from '../utils/registration-form';
import { registration, sentDetails, textingServer } from './texting-server';

// A whole form typed into key by key: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const URL = '/api/receptionist/texting/registration';
const LOADED = { timeout: 5000 };

async function openForm({ saved = registration(), put }: { saved?: Registration; put?: Refusal } = {}) {
  const calls = textingServer(saved, put ? { 'PUT /api/receptionist/texting/registration': () => put } : {});
  renderRoute('/app/settings');
  const user = userEvent.setup();
  const opener = saved.status === 'rejected' ? 'Correct your details' : 'Register your business';
  await user.click(await screen.findByRole('button', { name: opener }, LOADED));
  const form = screen.getByRole('form', { name: "Your business's legal details" });
  const puts = () => calls.filter((call: ApiCall) => call.url === URL && call.method === 'PUT');
  return { form: within(form), puts, user };
}

type Form = Awaited<ReturnType<typeof openForm>>;

/** Everything the profile could not suggest, typed as an owner would. */
async function fillIn({ form, user }: Form, typed: Record<string, string> = {}) {
  const values: Record<string, string> = {
    EIN: '12-3456789',
    'Website (or your booking or social page)': 'bellasalon.test',
    'First name': 'Ana',
    'Last name': 'Salon',
    Email: 'ana@salon.test',
    Phone: '(512) 555-0134',
    'Job title': 'Owner',
    ...typed,
  };
  await user.selectOptions(form.getByLabelText('Business type'), 'llc');
  await user.selectOptions(form.getByLabelText('Role'), 'ceo');
  for (const [label, value] of Object.entries(values)) {
    await user.clear(form.getByLabelText(label));
    if (value) await user.type(form.getByLabelText(label), value);
  }
}

const send = ({ form, user }: Form, name = 'Send for approval') => user.click(form.getByRole('button', { name }));

describe('sending the details for approval', () => {
  it('sends what was typed, the EIN as typed, then shows the registration in review', async () => {
    const opened = await openForm();
    await fillIn(opened);
    await opened.user.type(opened.form.getByLabelText('Suite or unit (optional)'), ' Suite 4 ');
    await send(opened);

    expect(await screen.findByText('In review with the carriers', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Twilio is checking your business details')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you sent' })).toHaveTextContent('Ending ••••6789');
    expect(screen.queryByRole('form', { name: "Your business's legal details" })).not.toBeInTheDocument();
    expect(screen.getByText('Carriers usually answer in one to three weeks')).toBeInTheDocument();
    expect(opened.puts().map((call) => call.body)).toEqual([
      {
        legalName: 'Bella Salon',
        businessType: 'llc',
        ein: '12-3456789',
        website: 'bellasalon.test',
        street: '12 Main St',
        streetSecondary: 'Suite 4',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        contactFirstName: 'Ana',
        contactLastName: 'Salon',
        contactEmail: 'ana@salon.test',
        contactPhone: '(512) 555-0134',
        contactTitle: 'Owner',
        contactPosition: 'ceo',
      },
    ]);
  });

  it('sends corrected details again once turned down, with the EIN typed again', async () => {
    const opened = await openForm({
      saved: registration({ status: 'rejected', reason: 'Name mismatch', details: sentDetails }),
    });
    const legalName = opened.form.getByLabelText('Legal business name (as on your IRS records)');
    await opened.user.clear(legalName);
    await opened.user.type(legalName, 'Bella Hair LLC');
    await opened.user.type(opened.form.getByLabelText('EIN'), '123456789');
    await send(opened, 'Send again');

    expect(await screen.findByText('In review with the carriers', {}, LOADED)).toBeInTheDocument();
    expect(opened.puts()[0]!.body).toEqual({
      ...Object.fromEntries(Object.entries(sentDetails).filter(([name]) => name !== 'einLastFour')),
      legalName: 'Bella Hair LLC',
      ein: '123456789',
      contactPhone: '(512) 555-0134',
    });
  });
});

describe("the server's refusals", () => {
  it("shows each field's message under its field", async () => {
    const fields = {
      ein: 'An EIN is nine digits, like 12-3456789',
      contactPhone: 'Please enter a US number carriers can call, like (512) 555-0134',
    };
    const opened = await openForm({ put: { status: 422, body: { error: fields.ein, fields } } });
    await fillIn(opened);
    await send(opened);

    expect(await opened.form.findByText(fields.contactPhone)).toBeInTheDocument();
    for (const [label, message] of [['EIN', fields.ein], ['Phone', fields.contactPhone]] as const) {
      const field = opened.form.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(opened.form.getByLabelText('ZIP code')).not.toHaveAttribute('aria-invalid');
    expect(opened.form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a conflict's message as the form's error", async () => {
    const message = 'Your registration is with the carriers now.';
    const opened = await openForm({ put: { status: 409, body: { error: message } } });
    await fillIn(opened);
    await send(opened);

    expect(await opened.form.findByRole('alert')).toHaveTextContent(message);
    expect(opened.puts()).toHaveLength(1);
  });

  it('says to try again when the server gives no reason', async () => {
    const opened = await openForm({ put: { status: 500 } });
    await fillIn(opened);
    await send(opened);
    expect(await opened.form.findByRole('alert')).toHaveTextContent("We couldn't send your details. Please try again.");
  });
});

describe('checks before sending', () => {
  it.each([
    ['EIN', '12-345678', 'An EIN is nine digits, like 12-3456789'],
    ['EIN', '00-1234567', 'An EIN is nine digits, like 12-3456789'],
    ['State', 'Texas', "Please enter the state's two letters, like TX"],
    ['State', 'XX', "Please enter the state's two letters, like TX"],
    ['ZIP code', '7870', 'A ZIP code is five digits, like 78701 or 78701-1234'],
    ['ZIP code', '78701-12', 'A ZIP code is five digits, like 78701 or 78701-1234'],
    ['Website (or your booking or social page)', 'my salon', WEBSITE_MESSAGE],
    ['Email', 'ana@', 'Please enter a valid email'],
    ['City', '', 'City is required'],
  ])('refuses %s %j without asking the server', async (label, typed, message) => {
    const opened = await openForm();
    await fillIn(opened, { [label]: typed });
    await send(opened);

    expect(await opened.form.findByText(message)).toBeInTheDocument();
    expect(opened.form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(opened.puts()).toHaveLength(0);
  });

  it('asks for the business type and the role when not chosen', async () => {
    const opened = await openForm();
    await send(opened);
    expect(await opened.form.findByText('Choose your business type')).toBeInTheDocument();
    expect(opened.form.getByText('Choose a role')).toBeInTheDocument();
    expect(opened.form.getByText('EIN is required')).toBeInTheDocument();
    expect(opened.puts()).toHaveLength(0);
  });

  it('takes a state typed in small letters, and sends it in capitals', async () => {
    const opened = await openForm();
    await fillIn(opened, { State: ' tx ' });
    await send(opened);
    await screen.findByText('In review with the carriers', {}, LOADED);
    expect(opened.puts()[0]!.body).toMatchObject({ state: 'TX' });
  });
});
