import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { keepTypedIntoFrame, routesLoaded } from '@ringbook/web-shared';
import { App } from './app';
import { routes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

void routesLoaded(router).then(() => {
  // The token card is in the pre-rendered frame: a token typed into it before this code ran is kept.
  keepTypedIntoFrame(root);
  // A transition lets React yield while it builds the first screen, instead of holding a phone's main thread.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
