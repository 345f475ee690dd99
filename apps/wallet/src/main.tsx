import './i18n/setup.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadRuntimeConfig } from './features/network/loadRuntimeConfig.ts';
import { useRuntimeConfig } from './features/network/useRuntimeConfig.ts';

// Where the API lives is known only at run time (the local stack picks free ports): read it before rendering.
useRuntimeConfig.setState(await loadRuntimeConfig(), true);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
