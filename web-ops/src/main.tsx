import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { routesLoaded } from './app/first-screen';
import { routes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

void routesLoaded(router).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
