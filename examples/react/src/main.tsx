// Each element's ES entry registers its tag; all share one session, brand and locale with the main entry
// (`academy-widgets`, imported in app.tsx for `setLanguage`, which registers every element).
import 'academy-widgets/academy-login';
import 'academy-widgets/academy-shell';
import 'academy-widgets/academy-dashboard';
import 'academy-widgets/academy-course';
// JSX typings generated from custom-elements.json: attributes and `onacademy-…` handlers are type-checked.
import type {} from 'academy-widgets/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import './host.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
