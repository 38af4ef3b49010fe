import { Button, Spinner, buttonClasses, readApiError, toast, useCountdown } from '@ringbook/web-shared';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { setSignedInHint } from '../../../lib/auth/signed-in-hint';
import { showApiError } from '../../../lib/show-api-error';
import { RESEND_COOLDOWN_SECONDS, useResendCode } from '../api/resend-code';
import { useVerifyEmail } from '../api/verify-email';
import { CodeInput, emptyCode } from './code-input';

/** "Please wait 42 seconds before asking for a new code." -> 42 (a full minute if it does not say). */
function secondsToWait(message: string | undefined): number {
  const seconds = Number(/(\d+) seconds?/.exec(message ?? '')?.[1]);
  return seconds > 0 && seconds <= RESEND_COOLDOWN_SECONDS ? seconds : RESEND_COOLDOWN_SECONDS;
}

export function VerifyEmailForm({ email }: { email: string }) {
  const [digits, setDigits] = useState(emptyCode);
  const [resetKey, setResetKey] = useState(0);
  const cooldown = useCountdown();
  const { state } = useLocation();
  const codeSentAt = (state as { codeSentAt?: number } | null)?.codeSentAt;

  // Straight from registration a code is already on its way, and the server allows one a minute.
  const { start } = cooldown;
  useEffect(() => {
    if (!codeSentAt) return;
    const left = RESEND_COOLDOWN_SECONDS - Math.floor((Date.now() - codeSentAt) / 1000);
    if (left > 0) start(left);
  }, [codeSentAt, start]);

  const clearBoxes = () => {
    setDigits(emptyCode());
    // A new key remounts the boxes, which puts the focus back on the first one.
    setResetKey((key) => key + 1);
  };

  const verifying = useVerifyEmail({
    onSuccess: () => {
      setSignedInHint(true);
      toast({ title: 'Success!', description: 'Your email has been verified' });
      window.location.assign(paths.portal.getHref());
    },
    onError: (error) => {
      clearBoxes();
      showApiError(error, { rejected: 'Verification failed' });
    },
  });

  const resending = useResendCode({
    onSuccess: () => {
      clearBoxes();
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast({ title: 'Code sent!', description: 'Check your email for a new verification code' });
    },
    onError: (error) => {
      showApiError(error, { rejected: 'Failed to resend code' });
      const { status, message } = readApiError(error);
      if (status === 429) cooldown.start(secondsToWait(message));
    },
  });

  const submit = (code: string) => {
    if (!verifying.isPending) verifying.mutate({ email, code });
  };

  const resendLabel = resending.isPending
    ? 'Sending...'
    : cooldown.secondsLeft > 0
      ? `Resend in ${cooldown.secondsLeft}s`
      : 'Resend Code';

  return (
    <div className="flex flex-col gap-6">
      <CodeInput
        key={resetKey}
        autoFocus
        digits={digits}
        onChange={setDigits}
        onComplete={submit}
        busy={verifying.isPending}
      />
      <div aria-live="polite" className="flex min-h-5 items-center justify-center gap-2 text-sm text-muted-foreground">
        {verifying.isPending && (
          <>
            <Spinner />
            Verifying...
          </>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <Button
          variant="outline"
          onClick={() => resending.mutate({ email })}
          disabled={resending.isPending || cooldown.secondsLeft > 0}
        >
          {resendLabel}
        </Button>
        <Link
          to={paths.auth.register.getHref()}
          className={buttonClasses({ variant: 'ghost' })}
        >
          Back to registration
        </Link>
      </div>
    </div>
  );
}
