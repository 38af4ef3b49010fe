import type { ReactNode } from 'react';
import type { SavedDetails } from '../api/get-registration';
import { BUSINESS_TYPES, POSITIONS } from '../utils/registration-form';
import { addressLines, contactPhoneOf } from '../utils/registration-status';

/** What was sent to the carriers, read-only: the EIN by its last four digits only. */
export function RegistrationSummary({ details }: { details: SavedDetails }) {
  return (
    <section aria-labelledby="texting-sent" className="rounded-lg border border-border bg-muted p-4">
      <h3 id="texting-sent" className="text-sm font-semibold text-foreground">
        What you sent
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <Row term="Legal name">{details.legalName}</Row>
        <Row term="Business type">{BUSINESS_TYPES[details.businessType]}</Row>
        <Row term="EIN">
          <span className="tabular-nums">Ending ••••{details.einLastFour}</span>
        </Row>
        <Row term="Website">{details.website}</Row>
        <Row term="Address">
          {addressLines(details).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Row>
        <Row term="Contact">
          <span className="block">{contactOf(details)}</span>
          <span className="block">{details.contactEmail}</span>
          <span className="block tabular-nums">{contactPhoneOf(details)}</span>
        </Row>
      </dl>
    </section>
  );
}

/** "Ana Salon, Owner (CEO)". */
const contactOf = ({ contactFirstName, contactLastName, contactTitle, contactPosition }: SavedDetails) =>
  `${contactFirstName} ${contactLastName}, ${contactTitle} (${POSITIONS[contactPosition]})`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:contents">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}
