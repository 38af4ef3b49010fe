import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdFrameSubmits, keepTypedIntoFrame } from '../typed-into-frame';

const FRAME = `<div data-shell="sign-in"><form><label for="f">Token</label><input id="f" name="token" type="password"/>
  <button type="submit">Open</button></form></div>`;

/** The app's own form, as it replaces the frame; `sent` hears each submission. */
function TokenForm({ sent }: { sent: (token: string) => void }) {
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent(token);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="app-token">Token</label>
      <input id="app-token" name="token" type="password" value={token} onChange={(event) => setToken(event.target.value)} />
      <button type="submit">Open</button>
    </form>
  );
}

let page: HTMLElement;
let app: Root | undefined;

/** A page as the browser draws it before the app's code runs: the frame, and the head's script. */
function framedPage(): HTMLElement {
  page = document.createElement('div');
  page.innerHTML = FRAME;
  document.body.append(page);
  return page;
}

function startApp(sent: (token: string) => void) {
  keepTypedIntoFrame(page);
  app = createRoot(page);
  act(() => app!.render(<TokenForm sent={sent} />));
}

beforeAll(() => {
  // The head's script, once for the document (as each page's head runs it once).
  new Function(holdFrameSubmits)();
});

afterEach(() => {
  act(() => app?.unmount());
  app = undefined;
  page.remove();
});

describe('keepTypedIntoFrame', () => {
  it('gives what was typed into the frame to the app’s field, with the focus', async () => {
    framedPage();
    await userEvent.type(screen.getByLabelText('Token'), 's3cret');
    startApp(vi.fn());
    const field = await screen.findByLabelText('Token');
    expect(field).toHaveAttribute('id', 'app-token');
    await waitFor(() => expect(field).toHaveValue('s3cret'));
    expect(field).toHaveFocus();
  });

  it('moves the focus to the app’s field when it was in the frame’s, even before anything was typed', async () => {
    framedPage();
    screen.getByLabelText('Token').focus();
    startApp(vi.fn());
    await waitFor(() => expect(screen.getByLabelText('Token')).toHaveAttribute('id', 'app-token'));
    await waitFor(() => expect(screen.getByLabelText('Token')).toHaveFocus());
  });

  it('keeps a frame’s form from going into the URL, and sends it from the app once its field is filled', async () => {
    framedPage();
    const field = screen.getByLabelText('Token');
    await userEvent.type(field, 's3cret{Enter}');
    expect(field.closest('form')).toHaveAttribute('data-submitted');
    const sent = vi.fn();
    startApp(sent);
    await waitFor(() => expect(sent).toHaveBeenCalledWith('s3cret'));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the frame was only typed into', async () => {
    framedPage();
    await userEvent.type(screen.getByLabelText('Token'), 's3cret');
    const sent = vi.fn();
    startApp(sent);
    await waitFor(() => expect(screen.getByLabelText('Token')).toHaveValue('s3cret'));
    expect(sent).not.toHaveBeenCalled();
  });
});
