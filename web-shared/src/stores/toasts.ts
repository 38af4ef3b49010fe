import { create } from 'zustand';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
};

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
};

type ToastsStore = {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
};

const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function clearExpiry(id: string): void {
  clearTimeout(expiryTimers.get(id));
  expiryTimers.delete(id);
}

export const useToasts = create<ToastsStore>()((set, get) => ({
  toasts: [],
  show: ({ title, description, variant = 'default', durationMs = TOAST_DURATION_MS }) => {
    lastId += 1;
    const id = String(lastId);
    const toasts = [{ id, title, description, variant }, ...get().toasts];
    for (const dropped of toasts.slice(TOAST_LIMIT)) clearExpiry(dropped.id);
    set({ toasts: toasts.slice(0, TOAST_LIMIT) });
    expiryTimers.set(
      id,
      setTimeout(() => get().dismiss(id), durationMs),
    );
    return id;
  },
  dismiss: (id) => {
    clearExpiry(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

export function toast(input: ToastInput): string {
  return useToasts.getState().show(input);
}
