import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, readApiError, toast } from '@ringbook/web-shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showApiError } from '../../../lib/show-api-error';
import { resetPasswordInputSchema, useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { CodeInput, emptyCode } from './code-input';

export function ResetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const resetting = useResetPassword({
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Your password has been changed. Please sign in with your new password.' });
      void navigate(paths.auth.login.getHref());
    },
    onError: (error) => {
      const { fields } = readApiError(error);
      if (fields?.password) form.setError('password', { message: fields.password });
      showApiError(error, { rejected: 'Password reset failed' });
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => resetting.mutate(data))} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-foreground">Reset code</span>
        <CodeInput
          label="Reset code"
          autoFocus
          digits={digits}
          invalid={Boolean(errors.code)}
          onChange={(next) => {
            setDigits(next);
            // A missing digit leaves fewer than six, which the schema reports.
            form.setValue('code', next.join(''), { shouldValidate: form.formState.isSubmitted });
          }}
        />
        {errors.code && <p className="text-sm font-medium text-destructive">{errors.code.message}</p>}
      </div>
      <Input
        label="New Password"
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
      <Button type="submit" size="lg" disabled={resetting.isPending}>
        {resetting.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
      <Link
        to={paths.auth.forgotPassword.getHref()}
        className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Didn't get a code? Send another
      </Link>
    </form>
  );
}
