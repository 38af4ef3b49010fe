import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiServer, UNREACHABLE, type Refusal } from '@ringbook/web-shared/testing/api-server.ts';
import { renderRoute } from '../../../testing/render-route';

describe('/register', () => {
  it('checks the fields with the spec messages', async () => {
    const user = userEvent.setup();
    const calls = apiServer({});
    renderRoute('/register');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the registration and goes to the code screen', async () => {
    const user = userEvent.setup();
    const calls = apiServer({ 'POST /auth/register': () => ({ status: 201, body: { ok: true, message: 'Check your e-mail for a code.' } }) });
    const router = renderRoute('/register');
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Salon');
    await user.type(screen.getByLabelText('Email'), 'ana@salon.test');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=ana%40salon.test'));
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(calls[0]).toEqual({
      url: '/auth/register',
      method: 'POST',
      body: { fullName: 'Ana Salon', email: 'ana@salon.test', password: 'long enough', confirmPassword: 'long enough' },
    });
    expect(await screen.findByText("We've sent you a verification code")).toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    const user = userEvent.setup();
    // The same address registered again within a minute: the server never says whether it has an account.
    apiServer({
      'POST /auth/register': () => ({
        status: 429,
        body: { error: 'Please wait 42 seconds before asking for a new code.' },
      }),
    });
    const router = renderRoute('/register');
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Salon');
    await user.type(screen.getByLabelText('Email'), 'ana@salon.test');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please wait 42 seconds before asking for a new code.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('/login', () => {
  it('keeps the button disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ana@salon.test');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeEnabled();
  });

  it("shows the server's error text, or 'Login failed' without one", async () => {
    const user = userEvent.setup();
    let answer: Refusal = { status: 401, body: { error: 'Invalid email or password' } };
    apiServer({ 'POST /auth/login': () => answer });
    renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@salon.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    answer = { status: 500, body: '' };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("says 'Failed to login' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    apiServer({ 'POST /auth/login': () => UNREACHABLE });
    renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@salon.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('clears the boxes after a wrong code and starts the cooldown after a resend', async () => {
    const user = userEvent.setup();
    const calls = apiServer({
      'POST /auth/verify-email': () => ({ status: 400, body: { error: "That code isn't right" } }),
      'POST /auth/resend-code': () => ({ body: { ok: true, message: 'Check your e-mail for a code.' } }),
    });
    renderRoute('/verify-email?email=ana%40salon.test');
    const first = await screen.findByLabelText('Digit 1 of 6');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('123456');

    expect(await screen.findByText("That code isn't right")).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: '/auth/verify-email', method: 'POST', body: { email: 'ana@salon.test', code: '123456' } });
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus());
    for (let n = 1; n <= 6; n += 1) expect(screen.getByLabelText(`Digit ${n} of 6`)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
    expect(screen.getByText('Check your email for a new verification code')).toBeInTheDocument();
    expect(calls[1]).toEqual({ url: '/auth/resend-code', method: 'POST', body: { email: 'ana@salon.test' } });
  });
});
