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

/** The location's number and whether it texts, above its conversations. */
export function TextingNumber({ location }: { location: string | undefined }) {
  const status = useReceptionistStatus(location).data;
  const number = status?.formattedPhoneNumber ?? status?.phoneNumber;
  if (!status?.texting || !number) return null;
  return (
    <p className="text-sm text-muted-foreground" data-texting={status.texting}>
      {textingNote(status.texting, number, status.sharedNumber)}
    </p>
  );
}
