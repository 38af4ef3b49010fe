/**
 * Hands `value` to React (and form libraries) as if it had just been typed into the field. React keeps the last value
 * it saw on the element and ignores an input event that does not change it, so the field is first set to empty
 * through that record, then to the value past it (the prototype's setter), and the input event is sent.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = '';
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
