import { createQueryClient } from '@ringbook/web-shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { firstScreenReady } from './app/first-screen';
import { routes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A transition lets React yield while it builds the first screen, instead of holding a phone's main thread.
void firstScreenReady(router, queryClient).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
