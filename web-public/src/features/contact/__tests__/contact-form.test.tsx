import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full Name'), 'Emily Chen');
  await user.type(screen.getByLabelText('Email'), 'emily@spa.test');
  await user.type(screen.getByLabelText('Phone Number'), '5035550100');
  await user.type(screen.getByLabelText('Message'), 'Do you support two locations?');
}

describe('/contact', () => {
  it('refuses to send without the required fields', async () => {
    const user = userEvent.setup();
    const calls = apiServer({});
    renderRoute('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all required fields').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const user = userEvent.setup();
    const calls = apiServer({ 'POST /api/contact': () => ({ status: 201, body: { id: 'x' } }) });
    renderRoute('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Thank you for contacting us! We'll get back to you soon.")).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/contact',
      method: 'POST',
      body: { name: 'Emily Chen', email: 'emily@spa.test', phone: '5035550100', business: '', message: 'Do you support two locations?' },
    });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''));
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    apiServer({ 'POST /api/contact': () => ({ status: 503, body: { error: 'down' } }) });
    renderRoute('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Emily Chen');
  });
});
