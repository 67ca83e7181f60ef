/** The web app's entry: styles, session start-up and the router. */
import './fonts.css';
import '../lib/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { session } from './session';

// Restore before the router starts: its first loaders (the guards) read the stored session.
session.start();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
