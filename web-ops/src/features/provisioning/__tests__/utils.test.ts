import { describe, expect, it } from 'vitest';
import { formatPhone } from '../utils/phone';
import { currentStepIndex, stepState } from '../utils/provisioning-steps';
import { actionFor, agentStatusLook, onboardingLabel, textingLook } from '../utils/status';
import { withAgent } from '../utils/tenant-agent';
import { provisioned, tenant } from './provisioning-server';

describe('provisioning utils', () => {
  it('formats North American numbers nationally and others internationally', () => {
    expect(formatPhone('+18005550100')).toBe('(800) 555-0100');
    expect(formatPhone('+442071838750')).toBe('+44 20 7183 8750');
  });

  it('maps the saga steps onto the three steps the overlay lists', () => {
    expect([null, 'create_llm', 'create_agent', 'buy_number', 'bind_number', 'done', 'unknown'].map(currentStepIndex)).toEqual([
      0, 0, 0, 1, 2, 3, 0,
    ]);
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual(['done', 'current', 'pending']);
  });

  it('labels statuses, hides the onboarding badge before setup starts and shows unknown values as received', () => {
    expect(agentStatusLook('webhooks_pending').label).toBe('Webhooks pending');
    expect(agentStatusLook('paused').label).toBe('paused');
    expect(onboardingLabel('not_started')).toBeNull();
    expect(onboardingLabel('business_info')).toBe('Onboarding: Business info');
    expect(onboardingLabel('google_auth')).toBe('Onboarding: Calendar');
  });

  it('labels whether a number texts, with nothing to show while that is not known', () => {
    expect(['own', 'pending', 'shared', 'mms'].map((texting) => textingLook(texting)?.label)).toEqual([
      'Texts',
      'Texting pending',
      'Calls only',
      'mms',
    ]);
    expect(textingLook(null)).toBeNull();
    expect(textingLook('')).toBeNull();
  });

  it('offers one action per agent status', () => {
    const of = (agentStatus: string, phoneNumber: string | null = null) => actionFor({ agentStatus, phoneNumber });
    expect(of('not_provisioned')).toBe('provision');
    expect(of('provisioning')).toBe('wait');
    expect(of('webhooks_pending')).toBe('configure');
    expect(of('active', '+18005550100')).toBe('test-call');
    expect(of('active')).toBe('none');
    expect(of('failed')).toBe('retry');
  });

  it('merges a provisioning answer into the tenant, clearing an earlier failure', () => {
    const merged = withAgent(tenant({ agentStatus: 'failed', error: 'No numbers left' }), provisioned());
    expect(merged).toMatchObject({
      name: 'Salon Uno',
      agentStatus: 'webhooks_pending',
      agentId: 'agent_local_abc123',
      phoneNumber: '+18005550100',
      error: null,
    });
    expect(merged).not.toHaveProperty('provisioningStep');
  });

  it('keeps whether the number texts while the answer names the same number, and forgets it for a new one', () => {
    const listed = tenant({ agentStatus: 'active', phoneNumber: '+18005550100', phoneNumberTexting: 'own' });
    expect(withAgent(listed, provisioned()).phoneNumberTexting).toBe('own');
    expect(withAgent(listed, provisioned()).locations[0].texting).toBe('own');
    const renumbered = withAgent(listed, provisioned({ phoneNumber: '+18005550199' }));
    expect(renumbered.phoneNumberTexting).toBeNull();
    expect(renumbered.locations[0].texting).toBeNull();
  });
});
