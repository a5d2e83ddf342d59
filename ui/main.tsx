import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { App } from './app/app.tsx';
import { buildSessionRoot } from './session-root.ts';

// The light composition root; inversify and reflect-metadata load with the signed-in screens.
const root = buildSessionRoot();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>,
);
