import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadRuntimeConfig } from './features/network/loadRuntimeConfig.ts';
import { useRuntimeConfig } from './features/network/useRuntimeConfig.ts';
import { initI18n } from './i18n/i18n.ts';

initI18n();
// Where the API lives is known only at run time (the local stack picks free ports): read it before rendering.
useRuntimeConfig.setState(await loadRuntimeConfig(), true);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
