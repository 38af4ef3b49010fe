import { PhoneCall } from 'lucide-react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { Suggestions } from './suggestions';

type CallStartProps = {
  fromNumber: string;
  onFromNumberChange: (fromNumber: string) => void;
  fromPlaceholder: string;
  /** Why the server refused the number, when it did. */
  fromError?: string;
  /** Starts the call; with a phrase, says it as soon as the receptionist has answered. */
  onStart: (opening?: string) => void;
  starting: boolean;
  /** Back from a call: focus goes to the button that places the next one. */
  returning: boolean;
};

export function CallStart({
  fromNumber,
  onFromNumberChange,
  fromPlaceholder,
  fromError,
  onStart,
  starting,
  returning,
}: CallStartProps) {
  return (
    <form
      className="flex flex-col gap-4"
      aria-busy={starting}
      onSubmit={(event) => {
        event.preventDefault();
        if (!starting) onStart();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Type what a caller would say and read the receptionist's answers, just as on the phone. Anything booked here
        is real.
      </p>
      <Input
        label="Calling from"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={fromPlaceholder}
        hint="Optional: the caller's number the receptionist sees."
        value={fromNumber}
        onChange={(event) => onFromNumberChange(event.target.value)}
        error={fromError}
        disabled={starting}
      />
      <Button type="submit" size="lg" disabled={starting} autoFocus={returning} className="w-full sm:w-auto sm:self-start">
        {starting ? <Spinner /> : <PhoneCall aria-hidden="true" />}
        Start call
      </Button>
      <Suggestions label="Or start with one of these" onPick={onStart} disabled={starting} />
    </form>
  );
}
