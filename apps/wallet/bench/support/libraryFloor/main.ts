// The libraries' floor (../libraryFloor.ts): React and Mantine render the welcome screen's heading and its first
// button, and nothing else. Without JSX, so the bench's own type check covers it.
import '@mantine/core/styles.css';
import { Button, MantineProvider, Title } from '@mantine/core';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  createElement(
    MantineProvider,
    { defaultColorScheme: 'dark' },
    createElement(
      'main',
      null,
      createElement(Title, { order: 1 }, 'Welcome to fWallet'),
      createElement(Button<'button'>, { type: 'button' }, 'Create Wallet'),
    ),
  ),
);
