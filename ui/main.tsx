import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { App } from './app/app.tsx';
import { buildContainer } from './container.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App container={buildContainer()} />
  </StrictMode>,
);
