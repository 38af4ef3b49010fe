type Typed = { name: string; value: string; focused: boolean };

/** Setting `value` through the prototype's setter is what lets React and form libraries see the input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function restore(root: HTMLElement, typed: Typed[]): Typed[] {
  const left: Typed[] = [];
  for (const item of typed) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(item.name)}"]`);
    if (!input) {
      left.push(item);
      continue;
    }
    if (input.value === '') typeInto(input, item.value);
    if (item.focused) input.focus();
  }
  return left;
}

/**
 * A pre-rendered frame's fields take typing before the app's code runs, and rendering the app replaces them.
 * Call this before the first render: what was typed into a named field (and the focus) is given to the app's
 * field of the same name as soon as it appears, so nothing a person typed early is lost.
 */
export function keepTypedIntoFrame(root: HTMLElement): void {
  let typed: Typed[] = [...root.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((input) => input.value !== '' && input.type !== 'hidden')
    .map((input) => ({ name: input.name, value: input.value, focused: document.activeElement === input }));
  if (typed.length === 0) return;
  const observer = new MutationObserver(() => {
    typed = restore(root, typed);
    if (typed.length === 0) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}
