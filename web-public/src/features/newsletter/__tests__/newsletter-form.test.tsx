import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { NewsletterForm } from '../components/newsletter-form';

describe('NewsletterForm', () => {
  it('asks for an email when the box is empty', async () => {
    const user = userEvent.setup();
    const calls = apiServer({});
    render(<AppProvider><NewsletterForm /></AppProvider>);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('subscribes and clears the box', async () => {
    const user = userEvent.setup();
    const calls = apiServer({ 'POST /api/subscribe': () => ({ body: { status: 'subscribed' } }) });
    render(<AppProvider><NewsletterForm /></AppProvider>);
    await user.type(screen.getByLabelText('Email address'), 'owner@salon.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to our newsletter!')).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: '/api/subscribe', method: 'POST', body: { email: 'owner@salon.test' } });
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue(''));
  });

  it('says so when subscribing fails', async () => {
    const user = userEvent.setup();
    apiServer({ 'POST /api/subscribe': () => ({ status: 500, body: {} }) });
    render(<AppProvider><NewsletterForm /></AppProvider>);
    await user.type(screen.getByLabelText('Email address'), 'owner@salon.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@salon.test');
  });
});
