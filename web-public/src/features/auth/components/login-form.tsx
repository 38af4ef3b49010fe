import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setSignedInHint } from '../../../lib/auth/signed-in-hint';
import { showApiError } from '../../../lib/show-api-error';
import { useLogin } from '../api/login';
import { lastTypedEmail, rememberTypedEmail } from '../stores/typed-email';

export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(lastTypedEmail);
  // Typed into the page this one replaces while it was still on screen: kept (see stores/typed-email).
  useEffect(() => {
    const typed = lastTypedEmail();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the store changes outside React, after the first render
    if (typed) setEmail((current) => current || typed);
  }, []);
  const [password, setPassword] = useState('');
  const loggingIn = useLogin({
    onSuccess: () => {
      setSignedInHint(true);
      toast({ title: 'Success', description: "You've been logged in successfully" });
      // The portal is another app behind the same gateway: a full page load.
      window.location.assign(paths.portalOverview.getHref());
    },
    onError: (error, input) => {
      showApiError(error, { rejected: 'Login failed', failed: 'Failed to login' });
      // A registered but unverified owner finishes verification first.
      if (readApiError(error).status === 403) void navigate(paths.auth.verifyEmail.getHref(input.email));
    },
  });
  const incomplete = email.trim() === '' || password === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || loggingIn.isPending) return;
    loggingIn.mutate({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          rememberTypedEmail(event.target.value);
        }}
      />
      <div className="flex flex-col gap-1.5">
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={incomplete || loggingIn.isPending}>
        {loggingIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to={paths.auth.register.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
