import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { PRERENDERED_ATTRIBUTE, normalizePath } from './app/prerendered';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { routes } from './app/router';
import { keepTypedWhileHydrating } from './app/typed-while-hydrating';
import './styles.css';

/** Runs `then` once, after React's first commit of the page (effects run after the whole tree is in). */
function AfterFirstCommit({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // The build pre-renders the marketing pages. The same HTML can also arrive for a path it was not
  // rendered for (the server's fallback for client-only pages such as /login or a 404), so it is
  // hydrated only when it was rendered for this very path, and replaced otherwise.
  const path = normalizePath(window.location.pathname);
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === path) {
    const handOverTyped = keepTypedWhileHydrating(container);
    await resolveLazyRoutes(routes, path);
    // As a transition, hydration yields to the browser every few milliseconds: the page, already
    // visible, stays responsive to taps and scrolling while it comes alive.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <AfterFirstCommit then={handOverTyped} />
        </>,
      );
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
