import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { clientOf } from '../utils/format';

/** Who a thread is with: the name the client gave the agent with their number beside it, else the number. */
export function ClientName({ thread }: { thread: { clientName?: string; phone: string } }) {
  const phone = usePhoneFormat();
  return (
    <>
      {clientOf(thread, phone)}
      {thread.clientName && (
        <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">{phone(thread.phone)}</span>
      )}
    </>
  );
}
