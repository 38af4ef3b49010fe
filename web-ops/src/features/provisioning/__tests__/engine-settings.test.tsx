import { screen, waitFor, within } from '@testing-library/react';
import { useToasts } from '@ringbook/web-shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminServer, callsTo, openProvisioning, provisioned, resetSession, tenant } from './provisioning-server';

const ENGINE_URL = '/api/admin/tenants/t-1/agent/engine';
const card = (name: string) => screen.getByRole('article', { name });
const live = tenant({
  agentStatus: 'active',
  agentId: 'agent_local_abc123',
  voiceEngine: 'ringbook',
  understanding: 'built_in',
});

describe('provisioning screen: the agent engine and understanding', () => {
  beforeEach(resetSession);
  afterEach(resetSession);

  it('shows the engine and understanding on the card, the defaults before an agent exists', async () => {
    await openProvisioning(
      adminServer([
        tenant({ tenantId: 't-1', name: 'Salon Uno', agentId: 'a1', voiceEngine: 'hosted', understanding: 'llm' }),
        tenant({ tenantId: 't-2', name: 'Salon Dos' }),
        tenant({ tenantId: 't-3', name: 'Salon Tres', agentId: 'a3' }),
      ]),
    );
    const uno = await screen.findByRole('article', { name: 'Salon Uno' });
    expect(within(uno).getByRole('combobox', { name: 'Engine of Salon Uno' })).toHaveDisplayValue('Retell hosted LLM');
    expect(within(uno).getByRole('combobox', { name: 'Understanding of Salon Uno' })).toHaveDisplayValue('LLM');
    const dos = card('Salon Dos');
    expect(within(dos).getByRole('combobox', { name: 'Engine of Salon Dos' })).toHaveDisplayValue('Ringbook engine');
    expect(within(dos).getByRole('combobox', { name: /Understanding/ })).toHaveDisplayValue('Built-in');
    // An agent that never reported its settings says so rather than guessing.
    expect(within(card('Salon Tres')).getByRole('combobox', { name: /Engine/ })).toHaveDisplayValue('Not reported');
  });

  it('switches the engine with the operator endpoint and shows the answer', async () => {
    const { calls, user } = await openProvisioning(
      adminServer([live], {
        'PATCH /api/admin/tenants/{tenantId}/agent/engine': () => ({ body: provisioned({ agentStatus: 'active', voiceEngine: 'hosted' }) }),
      }),
    );
    const engine = await screen.findByRole('combobox', { name: 'Engine of Salon Uno' });
    await user.selectOptions(engine, 'Retell hosted LLM');

    await waitFor(() => expect(callsTo(calls, ENGINE_URL, 'PATCH')).toHaveLength(1));
    expect(callsTo(calls, ENGINE_URL, 'PATCH')[0].body).toEqual({ voiceEngine: 'hosted' });
    await waitFor(() => expect(engine).toHaveDisplayValue('Retell hosted LLM'));
    expect(useToasts.getState().toasts[0]).toMatchObject({
      title: 'Agent settings saved',
      description: 'Engine: Retell hosted LLM',
    });
  });

  it('shows the choice while it is on its way, not the setting it replaces', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await openProvisioning(
      adminServer([live], {
        'PATCH /api/admin/tenants/{tenantId}/agent/engine': async () => {
          await answered;
          return { body: provisioned({ agentStatus: 'active', voiceEngine: 'hosted' }) };
        },
      }),
    );
    const engine = await screen.findByRole('combobox', { name: 'Engine of Salon Uno' });
    await user.selectOptions(engine, 'Retell hosted LLM');

    await waitFor(() => expect(engine).toBeDisabled());
    expect(engine).toHaveDisplayValue('Retell hosted LLM');
    answer();
    await waitFor(() => expect(engine).toBeEnabled());
    expect(engine).toHaveDisplayValue('Retell hosted LLM');
  });

  it('keeps the setting and shows the reason when the change is refused', async () => {
    const { calls, user } = await openProvisioning(
      adminServer([live], {
        'PATCH /api/admin/tenants/{tenantId}/agent/engine': () => ({ status: 502, body: { error: 'The voice provider refused the new engine: locked' } }),
      }),
    );
    const understanding = await screen.findByRole('combobox', { name: 'Understanding of Salon Uno' });
    await user.selectOptions(understanding, 'LLM');

    await waitFor(() => expect(useToasts.getState().toasts[0]?.variant).toBe('destructive'));
    expect(callsTo(calls, ENGINE_URL, 'PATCH')[0].body).toEqual({ understanding: 'llm' });
    expect(useToasts.getState().toasts[0].description).toBe('The voice provider refused the new engine: locked');
    expect(understanding).toHaveDisplayValue('Built-in');
  });

  it('cannot be changed while provisioning runs', async () => {
    await openProvisioning(adminServer([tenant({ agentStatus: 'provisioning' })]));
    expect(await screen.findByRole('combobox', { name: 'Engine of Salon Uno' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Understanding of Salon Uno' })).toBeDisabled();
  });
});
