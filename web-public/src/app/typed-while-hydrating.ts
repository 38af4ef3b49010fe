import { typeInto } from '@ringbook/web-shared';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

const typesText = (field: Field) =>
  !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type));

function changedFromPage(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Hands a noted value to React as typed again; a choice list's change event is what React listens to. */
function retype(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) field.value = value;
  else typeInto(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A pre-rendered page takes typing before React listens to it, and React then knows nothing of it: a form would
 * send an empty field that shows an address (or a form library would clear it). Call this before hydrating; what
 * was typed into the page's text fields and choices until then is noted, and the returned function, called once
 * React has taken the page over, hands each noted value to React as if typed again.
 */
export function keepTypedWhileHydrating(container: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    if (typesText(field) && changedFromPage(field)) typed.set(field, field.value);
  }
  const note = (event: Event) => {
    if (isField(event.target) && typesText(event.target)) typed.set(event.target, event.target.value);
  };
  container.addEventListener('input', note, true);
  container.addEventListener('change', note, true);
  return () => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('change', note, true);
    for (const [field, value] of typed) if (field.isConnected) retype(field, value);
  };
}
