import { buttonClasses } from '@ringbook/web-shared';
import { ArrowRight, CircleCheck, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TestReceptionist } from '../../../components/test-receptionist';
import { paths } from '../../../config/paths';

type ActiveScreenProps = { phoneNumber: string | null; displayNumber: string; aiName: string };

/** Shown once the receptionist is live: its number, and the way into the portal. */
export function ActiveScreen({ phoneNumber, displayNumber, aiName }: ActiveScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 rounded-lg border border-border bg-background p-8 text-center shadow-soft sm:p-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/10">
        <CircleCheck aria-hidden="true" className="size-9 text-success" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-foreground focus:outline-none">
          AI Receptionist Active!
        </h2>
        <p className="text-muted-foreground">{aiName} is answering your calls, 24/7. Share this number with clients:</p>
      </div>
      {displayNumber && (
        <a
          href={`tel:${(phoneNumber || displayNumber).replace(/[^\d+]/g, '')}`}
          className="flex items-center gap-3 rounded-lg bg-primary-subtle px-5 py-3 text-2xl font-bold text-primary tabular-nums focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Phone aria-hidden="true" className="size-6" />
          {displayNumber}
        </a>
      )}
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <TestReceptionist
          displayNumber={displayNumber || 'your salon'}
          aiName={aiName}
          size="lg"
          className="w-full sm:w-auto"
        />
        <Link to={paths.app.path.replace(/\/\*$/, '')} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
          Go to Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
