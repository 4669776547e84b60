import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { buildRoutes } from './routes';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first drawing is a transition: React draws it in short slices rather than one long task,
// so the page answers a tap while it starts.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(buildRoutes())} />
    </StrictMode>,
  ),
);
