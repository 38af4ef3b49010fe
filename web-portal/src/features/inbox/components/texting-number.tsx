import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { locationSearch, useLocationChoice } from '../../../hooks/use-location-choice';
import { useReceptionistStatus, type ReceptionistStatus } from '../../../lib/api/receptionist-status';

type Texting = NonNullable<ReceptionistStatus['texting']>;

/** Where the location's texts come from, in the owner's words; nothing before it has a number. */
export function textingNote(texting: Texting, number: string, shared?: string | null): string {
  const sharedNumber = shared ? `Ringbook's shared number, ${shared}` : "Ringbook's shared number";
  switch (texting) {
    case 'own':
      return `Clients text ${number} and your receptionist's texts come from it.`;
    case 'pending':
      return (
        `US carriers are still approving ${number} for texting (this can take a few weeks). Until then, texts go ` +
        `from ${sharedNumber}, and clients' replies still reach this inbox.`
      );
    case 'shared':
      return (
        `${number} takes calls only, so texts go from ${sharedNumber}. Clients' replies to it reach this inbox.`
      );
  }
}

/** The location's number and whether it texts, above its conversations; while carriers have not approved it, the
 * way to Settings' card that registers the business for texting. */
export function TextingNumber({ location }: { location: string | undefined }) {
  const status = useReceptionistStatus(location).data;
  const { choice } = useLocationChoice();
  const number = status?.formattedPhoneNumber ?? status?.phoneNumber;
  if (!status?.texting || !number) return null;
  return (
    <p className="text-sm text-muted-foreground" data-texting={status.texting}>
      {textingNote(status.texting, number, status.sharedNumber)}
      {status.texting === 'pending' && (
        <>
          {' '}
          <Link
            // The location chosen is kept, as every link in the portal keeps it: Settings would otherwise put it
            // back in the address, and the #texting with it would be lost.
            to={{ pathname: paths.app.getHref('settings'), search: locationSearch(choice), hash: 'texting' }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Register your business for texting
          </Link>
        </>
      )}
    </p>
  );
}
