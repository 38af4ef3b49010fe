import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, toast } from '@ringbook/web-shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showApiError } from '../../../lib/show-api-error';
import { forgotPasswordInputSchema, useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';
import { lastTypedEmail, rememberTypedEmail } from '../stores/typed-email';

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: initialEmail || lastTypedEmail() },
  });
  // Typed into the sign-in page after this form was first drawn but before it replaced that page: kept too.
  useEffect(() => {
    const typed = lastTypedEmail();
    if (typed && !form.getValues('email')) form.setValue('email', typed);
  }, [form]);
  const sending = useForgotPassword({
    onSuccess: (_, input) => {
      toast({ title: 'Check your email', description: "If there's an account for that email, a reset code is on its way" });
      void navigate(paths.auth.resetPassword.getHref(input.email));
    },
    onError: (error) => showApiError(error, { rejected: 'Failed to send the reset code' }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => sending.mutate(data))} className="flex flex-col gap-5">
      {/* The page's one field has the focus as it appears: a person who clicked "Forgot password?" and went on
          typing (into the sign-in page's field, which this page replaces) types into it. */}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email', { onChange: (event) => rememberTypedEmail(event.target.value) })}
      />
      <Button type="submit" size="lg" disabled={sending.isPending}>
        {sending.isPending ? 'Sending...' : 'Send Reset Code'}
      </Button>
      <Link
        to={paths.auth.login.getHref()}
        className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to sign in
      </Link>
    </form>
  );
}
