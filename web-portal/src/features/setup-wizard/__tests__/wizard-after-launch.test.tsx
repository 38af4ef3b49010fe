import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { renderRoute } from '../../../testing/render-route';
import { numberChoiceOffered } from '../utils/number-choice';
import { areaCodeOf, areaCodeUnavailable } from '../utils/status';
import { openWizard, posts, receptionistStatus, services, staff, stepHeading, wizardServer } from './wizard-server';

const live = (overrides: Partial<ReceptionistStatus> = {}) =>
  receptionistStatus({
    status: 'ready',
    receptionistActive: true,
    phoneNumber: '+18005550100',
    formattedPhoneNumber: '(800) 555-0100',
    numberAreaCode: '',
    calcomDefaultEventTypeId: 42,
    staff: staff(1),
    services: services(2),
    businessInfo: { ...receptionistStatus().businessInfo, location: '12 Main St', city: 'Springfield' },
    ...overrides,
  });

const activeHeading = () => screen.findByRole('heading', { name: 'AI Receptionist Active!' });

describe('setup wizard: changing the live receptionist', () => {
  it('Manage Settings opens the answers, each saved as it is left, and Done goes back to the receptionist', async () => {
    const { calls, user } = await openWizard(wizardServer(live()));
    await activeHeading();
    await user.click(screen.getByRole('button', { name: 'Manage Settings' }));

    await stepHeading('Business info');
    const name = screen.getByLabelText("AI receptionist's name");
    expect(name).toHaveValue('Brian');
    await user.clear(name);
    await user.type(name, 'Sofia');
    await user.selectOptions(screen.getByLabelText('Voice'), 'female');
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await stepHeading('Your staff');
    expect(posts(calls, '/api/receptionist/business-info')[0]!.body).toMatchObject({ aiName: 'Sofia', voiceId: 'female' });
    expect(posts(calls, '/api/receptionist/phone-number')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await stepHeading('Your services');
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await stepHeading('Review your receptionist');
    expect(screen.queryByRole('button', { name: 'Launch AI Receptionist' })).toBeNull();
    expect(screen.getByText('(800) 555-0100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await activeHeading();
    expect(posts(calls, '/api/receptionist/provision')).toEqual([]);
  });

  it("the dashboard card's Manage Settings opens the answers directly", async () => {
    wizardServer(live());
    renderRoute('/setup-ai?edit=business_info');
    await stepHeading('Business info');
    expect(screen.getByLabelText('Location (street address)')).toHaveValue('12 Main St');
  });

  it('a changed area code keeps the number unless a new one is asked for, with its warning', async () => {
    const { calls, user } = await openWizard(wizardServer(live()));
    await activeHeading();
    await user.click(screen.getByRole('button', { name: 'Manage Settings' }));
    await stepHeading('Business info');
    expect(screen.queryByRole('group', { name: 'Your phone number' })).toBeNull();
    await user.type(screen.getByLabelText('Preferred area code'), '646');

    const choice = screen.getByRole('group', { name: 'Your phone number' });
    expect(within(choice).getByRole('radio', { name: /Keep my number \(800\) 555-0100/ })).toBeChecked();
    const fresh = within(choice).getByRole('radio', { name: /Get a new number in area code 646/ });
    expect(within(choice).getByText(/\(800\) 555-0100 will stop working/)).toBeInTheDocument();
    await user.click(fresh);
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await stepHeading('Your staff');
    expect(posts(calls, '/api/receptionist/business-info')[0]!.body).toMatchObject({ areaCode: '646' });
    expect(posts(calls, '/api/receptionist/phone-number').map((call) => call.body)).toEqual([{ areaCode: '646' }]);
  });

  it('says when the area code asked for had no numbers, and while a new number is on its way', async () => {
    await openWizard(wizardServer(live({ numberAreaCode: '718', phoneNumber: '+18335550100', formattedPhoneNumber: '(833) 555-0100' })));
    await activeHeading();
    expect(screen.getByText(/No numbers were free in area code 718/)).toBeInTheDocument();
  });

  it('tells the owner the old number answers until the new one does', async () => {
    const info = { ...live().businessInfo, areaCode: '646' };
    await openWizard(wizardServer(live({ replacingNumber: '+18005550100', businessInfo: info })));
    await activeHeading();
    expect(screen.getByText(/Getting your new number in area code 646\.\.\. \(800\) 555-0100 answers/)).toBeInTheDocument();
  });

  it('says why a new number could not be had, that the old one still answers, and tries again', async () => {
    const info = { ...live().businessInfo, areaCode: '646' };
    const failed = live({ replacingNumber: '+18005550100', provisioningError: 'Retell 500: Telephony provider error', businessInfo: info });
    const { calls, user } = await openWizard(wizardServer(failed));
    await activeHeading();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/couldn't get your new number: Retell 500: Telephony provider error/);
    expect(alert).toHaveTextContent('Your number (800) 555-0100 still answers.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(posts(calls, '/api/receptionist/phone-number').map((call) => call.body)).toEqual([{ areaCode: '646' }]);
  });

  it('says the receptionist is being updated with the changes', async () => {
    await openWizard(wizardServer(live({ receptionistUpdating: true })));
    await activeHeading();
    expect(screen.getByText('Updating Brian with your changes...')).toBeInTheDocument();
  });
});

describe('the number and its area code', () => {
  it('reads a North American number’s area code', () => {
    expect(areaCodeOf('+17185550100')).toBe('718');
    expect(areaCodeOf('+447700900123')).toBe('');
  });

  it('offers a new number only when the area code is not the number’s', () => {
    const status = live();
    expect(numberChoiceOffered(status, '')).toBe(false);
    expect(numberChoiceOffered(status, '888')).toBe(false);
    expect(numberChoiceOffered(status, '646')).toBe(true);
    expect(numberChoiceOffered(live({ phoneNumber: '+16465550100' }), '646')).toBe(false);
    expect(numberChoiceOffered(live({ phoneNumber: '+16465550100' }), '')).toBe(true);
    expect(numberChoiceOffered(live({ status: 'review' }), '646')).toBe(false);
  });

  it('knows when a toll-free number stands in for the area code asked for', () => {
    expect(areaCodeUnavailable(live({ numberAreaCode: '718', phoneNumber: '+18335550100' }))).toBe('718');
    expect(areaCodeUnavailable(live({ numberAreaCode: '718', phoneNumber: '+17185550100' }))).toBeNull();
    expect(areaCodeUnavailable(live({ numberAreaCode: '' }))).toBeNull();
  });
});
