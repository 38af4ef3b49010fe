import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showApiError } from '../../../lib/show-api-error';
import { registerInputSchema, useRegister, type RegisterInput } from '../api/register';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const registering = useRegister({
    onSuccess: (_, input) => {
      toast({ title: 'Check your email', description: "We've sent you a verification code" });
      // The code was just sent: the code screen starts its resend countdown from now.
      void navigate(paths.auth.verifyEmail.getHref(input.email), { state: { codeSentAt: Date.now() } });
    },
    onError: (error) => {
      const { fields } = readApiError(error);
      for (const name of FIELDS) {
        if (fields?.[name]) form.setError(name, { message: fields[name] });
      }
      showApiError(error, { rejected: 'Registration failed', failed: 'Failed to register' });
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => registering.mutate(data))} className="flex flex-col gap-5">
      <Input label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
      <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Input
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registering.isPending}>
        {registering.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.auth.login.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
