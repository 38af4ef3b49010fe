import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import type { Registration } from '../api/get-registration';
import { SUBMITTED_AT, number, registration, sentDetails, textingServer } from './texting-server';

const LOADED = { timeout: 5000 };

async function openCard(saved: Registration, path = '/app/settings') {
  textingServer(saved);
  renderRoute(path);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Texting from your number' }, LOADED);
  const card = heading.closest<HTMLElement>('#texting')!;
  await within(card).findAllByText(/US carriers|In review|Approved|Turned down/, {}, LOADED);
  return within(card);
}

/** The card with its form unfolded, as the owner opens it. */
async function openForm(saved: Registration, opener: string) {
  const card = await openCard(saved);
  await userEvent.setup().click(card.getByRole('button', { name: opener }));
  return card;
}

describe('texting from your number, not registered yet', () => {
  it('keeps the form folded until the owner asks for it', async () => {
    const card = await openCard(registration());
    expect(card.queryByRole('form', { name: "Your business's legal details" })).not.toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Register your business' }));
    expect(card.getByRole('form', { name: "Your business's legal details" })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Register your business' })).not.toBeInTheDocument();
  });

  it("explains why, and asks for the business's legal details, starting from its profile", async () => {
    const card = await openForm(registration(), 'Register your business');
    expect(card.getByText(/US carriers must approve a business before it can text clients/)).toHaveTextContent(
      "Until then your texts go from Ringbook's shared number, and replies still reach your inbox.",
    );
    expect(card.getByLabelText('Legal business name (as on your IRS records)')).toHaveValue('Bella Salon');
    expect(card.getByLabelText('Street address')).toHaveValue('12 Main St');
    expect(card.getByLabelText('Suite or unit (optional)')).toHaveValue('');
    expect(card.getByLabelText('City')).toHaveValue('Austin');
    expect(card.getByLabelText('State')).toHaveValue('TX');
    expect(card.getByLabelText('ZIP code')).toHaveValue('78701');
    expect(card.getByLabelText('EIN')).toHaveValue('');
    expect(card.getByLabelText('Website (or your booking or social page)')).toHaveValue('');
    expect(card.getByLabelText('Business type')).toHaveValue('');

    const contact = card.getByRole('group', { name: 'Who carriers may contact' });
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Job title']) {
      expect(within(contact).getByLabelText(label)).toHaveValue('');
    }
    expect(within(within(contact).getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose one',
      'Director',
      'General manager',
      'VP',
      'CEO',
      'CFO',
      'General counsel',
    ]);
    expect(card.getByRole('button', { name: 'Send for approval' })).toBeEnabled();
  });
});

describe('texting from your number, in review', () => {
  it.each([
    ['business', 'Step 1 of 3:', 'Twilio is checking your business details'],
    ['brand', 'Step 2 of 3:', 'The Campaign Registry is checking your business'],
    ['campaign', 'Step 3 of 3:', "Carriers are checking the texts you'll send"],
  ] as const)('says the %s step in plain words, when it was sent, and what was sent', async (stage, step, note) => {
    const card = await openCard(
      registration({ status: 'in_review', stage, submittedAt: SUBMITTED_AT, details: sentDetails }),
    );
    expect(card.getByText('In review with the carriers')).toBeInTheDocument();
    expect(card.getByText(note).parentElement).toHaveTextContent(`${step} ${note}`);
    expect(card.getByText('Sent on November 20, 2026')).toBeInTheDocument();
    expectSummary(card);
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('texting from your number, approved', () => {
  it('says clients are texted from its own number, with what was sent', async () => {
    const card = await openCard(
      registration({
        status: 'approved',
        submittedAt: SUBMITTED_AT,
        approvedAt: '2026-12-04T15:00:00+00:00',
        details: sentDetails,
        numbers: [number('own')],
      }),
    );
    expect(card.getByText('Approved: clients are texted from your own number')).toBeInTheDocument();
    expect(card.getByText('Approved on December 4, 2026')).toBeInTheDocument();
    expectSummary(card);
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('texting from your number, turned down', () => {
  it('says why, and offers the details sent to correct, the EIN to type again', async () => {
    const reason = 'The legal name does not match the IRS records for this EIN.';
    const card = await openForm(registration({ status: 'rejected', reason, details: sentDetails }),
      'Correct your details');
    expect(card.getByText('Turned down')).toBeInTheDocument();
    expect(card.getByText(reason)).toBeInTheDocument();
    expect(card.getByLabelText('Legal business name (as on your IRS records)')).toHaveValue('Bella Salon LLC');
    expect(card.getByLabelText('Business type')).toHaveValue('llc');
    expect(card.getByLabelText('Website (or your booking or social page)')).toHaveValue('https://bellasalon.test');
    expect(card.getByLabelText('Suite or unit (optional)')).toHaveValue('Suite 4');
    expect(card.getByLabelText('Phone')).toHaveValue('(512) 555-0134');
    expect(card.getByLabelText('Role')).toHaveValue('ceo');
    const ein = card.getByLabelText('EIN');
    expect(ein).toHaveValue('');
    expect(ein).toHaveAccessibleDescription('The EIN ending 6789, or a corrected one');
    expect(card.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });
});

describe("each location's number", () => {
  it('says whether it texts, and what carriers found wrong in the error colour', async () => {
    const problem = 'Carriers turned this number down: the business website could not be reached.';
    const card = await openCard(
      registration({
        numbers: [
          number('own', { locationId: 'a', locationName: 'Main Street', phoneNumber: '(512) 555-0101' }),
          number('pending', { locationId: 'b', locationName: 'Uptown', phoneNumber: '(512) 555-0102' }),
          number('pending', {
            locationId: 'c',
            locationName: 'Airport',
            phoneNumber: '(888) 555-0103',
            tollFree: true,
            problem,
          }),
          number('shared', { locationId: 'd', locationName: 'Lakeside', phoneNumber: '(512) 555-0104' }),
        ],
      }),
    );
    const rows = within(card.getByRole('list', { name: 'Your numbers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Main Street(512) 555-0101Texts from this number',
      'Uptown(512) 555-0102Waiting for approval',
      `Airport(888) 555-0103Waiting for toll-free verification${problem}`,
      "Lakeside(512) 555-0104Takes calls only; texts go from Ringbook's shared number",
    ]);
    expect(within(rows[2]!).getByText(problem)).toHaveClass('text-destructive');
  });
});

describe('the way to the card', () => {
  it('is Settings#texting, the last card, brought into view when linked to', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const card = await openCard(registration(), '/app/settings#texting');
    expect(scrolled.mock.contexts).toContain(document.getElementById('texting'));
    // A link here is a way in to register: the form is open at once.
    expect(card.getByRole('form', { name: "Your business's legal details" })).toBeInTheDocument();
  });

  it('is not scrolled to when Settings is opened without it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await openCard(registration());
    expect(scrolled).not.toHaveBeenCalled();
  });
});

function expectSummary(card: ReturnType<typeof within>) {
  const sent = card.getByRole('region', { name: 'What you sent' });
  expect(sent).toHaveTextContent('Legal nameBella Salon LLC');
  expect(sent).toHaveTextContent('EINEnding ••••6789');
  expect(sent).toHaveTextContent('Address12 Main St, Suite 4Austin, TX 78701');
  expect(sent).toHaveTextContent('ContactAna Salon, Owner (CEO)ana@salon.test(512) 555-0134');
}
