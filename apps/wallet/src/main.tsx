import './i18n/setup.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadRuntimeConfig } from './shared/network/loadRuntimeConfig.ts';
import { useRuntimeConfig } from './shared/network/useRuntimeConfig.ts';

// Where the API lives is known only at run time (the local stack picks free ports): read it before rendering.
// First paint does not wait for it: a newcomer already sees the welcome screen pre-rendered into index.html
// (vite.config.ts); rendering before the answer would start queries against the wrong network.
useRuntimeConfig.setState(await loadRuntimeConfig(), true);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not hydrateRoot: the pre-rendered welcome screen is what every newcomer sees, while the first render here
// depends on the user (network, banners, saved wallets). createRoot replaces it in the first commit.
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
