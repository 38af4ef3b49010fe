import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const ACTION = 'action';
const CREATE = 'create';

/** The create dialog is open while the URL says `?action=create`, so a link can open it. */
export function useCreateAction() {
  const [params, setParams] = useSearchParams();
  const open = params.get(ACTION) === CREATE;
  const setOpen = useCallback(
    (next: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(ACTION, CREATE);
          else updated.delete(ACTION);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [open, setOpen] as const;
}
