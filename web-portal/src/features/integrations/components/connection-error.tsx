import { CircleAlert } from 'lucide-react';

export function ConnectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
