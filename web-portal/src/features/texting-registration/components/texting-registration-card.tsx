import { Button, Card } from '@ringbook/web-shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useRegistration, type Registration } from '../api/get-registration';
import { RegistrationForm } from './registration-form';
import { Approved, InReview, TurnedDown } from './registration-status';
import { RegistrationSummary } from './registration-summary';
import { TextingNumbers } from './texting-numbers';

/** Where other pages link to the card: /app/settings#texting. */
const TEXTING_ANCHOR = 'texting';

/** The salon's registration for US texting (A2P 10DLC): carriers approve a business before clients are texted
 * from its own numbers. Sent once; in review for weeks; corrected and sent again if turned down. */
export function TextingRegistrationCard() {
  const registration = useRegistration();
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Read on arrival: the portal may rewrite the address at once (to put the location chosen in it), hash and all.
  const [linkedTo] = useState(hash === `#${TEXTING_ANCHOR}`);
  const loaded = !registration.isPending;

  // The router does not scroll to a #fragment, and the card is only where it ends up once it has loaded.
  useEffect(() => {
    if (loaded && linkedTo) card.current?.scrollIntoView({ block: 'start' });
  }, [loaded, linkedTo]);

  return (
    <Card
      id={TEXTING_ANCHOR}
      ref={card}
      role="region"
      aria-labelledby={`${TEXTING_ANCHOR}-title`}
      className="mt-6 scroll-mt-20 p-4 sm:p-6"
    >
      <h2 id={`${TEXTING_ANCHOR}-title`} className="text-lg font-semibold text-foreground">
        Texting from your number
      </h2>
      {registration.isPending ? (
        <Loading className="mt-4">Loading your texting registration...</Loading>
      ) : registration.isError ? (
        <LoadFailed what="your texting registration" className="mt-4" />
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <Status registration={registration.data} startOpen={linkedTo} />
          <TextingNumbers numbers={registration.data.numbers} />
        </div>
      )}
    </Card>
  );
}

/** The form stays folded until the owner asks for it (the page holds other forms; this one is filled once), or
 * unfolded when a link brought them here to register. */
function Status({ registration, startOpen }: { registration: Registration; startOpen: boolean }) {
  const { status, details } = registration;
  const [open, setOpen] = useState(startOpen);
  const form = (opener: string) =>
    open ? (
      <RegistrationForm registration={registration} />
    ) : (
      <div>
        <Button type="button" onClick={() => setOpen(true)}>
          {opener}
        </Button>
      </div>
    );
  switch (status) {
    case 'none':
      return (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            US carriers must approve a business before it can text clients from its own number. Give your business's
            legal details once; approval usually takes one to three weeks. Until then your texts go from Ringbook's
            shared number, and replies still reach your inbox.
          </p>
          {form('Register your business')}
        </div>
      );
    case 'in_review':
    case 'approved':
      return (
        <div className="flex flex-col gap-4">
          {status === 'in_review' ? <InReview registration={registration} /> : <Approved registration={registration} />}
          {details && <RegistrationSummary details={details} />}
        </div>
      );
    case 'rejected':
      return (
        <div className="flex flex-col gap-6">
          <TurnedDown registration={registration} />
          {form('Correct your details')}
        </div>
      );
  }
}
