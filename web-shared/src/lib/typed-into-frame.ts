import { typeInto } from './type-into';

type Typed = { name: string; value: string };

/** Marks a pre-rendered form its person submitted before the app's code ran. */
const SUBMITTED = 'data-submitted';

/**
 * For a page's head (it runs before the frame is drawn): a pre-rendered frame's form (inside `[data-shell]`) is
 * never submitted by the browser, which would put its fields in the URL; the submission is noted on the form for
 * `keepTypedIntoFrame` to make once the app's form is there.
 */
export const holdFrameSubmits = `
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form instanceof HTMLFormElement && form.closest('[data-shell]')) {
      event.preventDefault();
      form.setAttribute('${SUBMITTED}', '');
    }
  }, true);
`;


function typedInto(frame: Element[]): Typed[] {
  return frame
    .flatMap((node) => [...node.querySelectorAll<HTMLInputElement>('input[name]')])
    .filter((input) => input.value !== '' && input.type !== 'hidden')
    .map((input) => ({ name: input.name, value: input.value }));
}

const fieldNamed = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);

/** Gives each typed value to the app's field of its name; answers what found no field yet, and the fields filled. */
function restore(root: HTMLElement, typed: Typed[]): { left: Typed[]; filled: HTMLInputElement[] } {
  const left: Typed[] = [];
  const filled: HTMLInputElement[] = [];
  for (const item of typed) {
    const input = fieldNamed(root, item.name);
    if (!input) {
      left.push(item);
      continue;
    }
    if (input.value === '') typeInto(input, item.value);
    filled.push(input);
  }
  return { left, filled };
}

/**
 * A pre-rendered frame's fields take typing before the app's code runs, and rendering the app replaces them.
 * Call this before the first render. When the frame goes, what was typed into its named fields is given to the
 * app's fields of the same names as soon as they appear, and the focus too when it was in a frame's field (even an
 * empty one: the person is about to type there). A form submitted in the frame (held by `holdFrameSubmits`) is
 * submitted again once its fields are filled. Nothing a person typed or sent early is lost.
 */
export function keepTypedIntoFrame(root: HTMLElement): void {
  const frame = [...root.children];
  let focusedName = document.activeElement instanceof HTMLInputElement ? document.activeElement.name : null;
  const noteFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement) focusedName = event.target.name;
  };
  root.addEventListener('focusin', noteFocus);

  let typed: Typed[] | null = null;
  let focusTo: string | null = null;
  let submitted = false;
  const filled: HTMLInputElement[] = [];
  const observer = new MutationObserver(() => {
    if (typed === null) {
      if (frame.some((node) => node.isConnected)) return;
      root.removeEventListener('focusin', noteFocus);
      // Removing the focused field leaves the focus nowhere; focus elsewhere means the person moved on.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      focusTo = focusLost ? focusedName : null;
      typed = typedInto(frame);
      submitted = frame.some((node) => node.querySelector(`form[${SUBMITTED}]`) !== null);
    }
    const restored = restore(root, typed);
    typed = restored.left;
    filled.push(...restored.filled);
    const focusField = focusTo === null ? null : fieldNamed(root, focusTo);
    if (focusField) {
      focusField.focus();
      focusTo = null;
    }
    if (typed.length > 0 || focusTo !== null) return;
    observer.disconnect();
    if (submitted) filled[0]?.form?.requestSubmit();
  });
  observer.observe(root, { childList: true, subtree: true });
}
