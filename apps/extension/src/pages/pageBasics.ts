// What every extension page needs before its first render and that reads no stored state: the catalogue, the UI
// kit's base styles and those of the few components the toolbar popup and the account windows draw, React's
// renderer and the router. main.ts loads it while chrome.storage.local is still being read (the stores must wait
// for that read; these need not). The transaction window and the full wallet add every component's styles
// (fullStyles.ts) with their own code (docs/extension.md#package).
import '@fantom-wallet/wallet/i18n/setup';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

import {
  Alert,
  Button,
  Container,
  DirectionProvider,
  Group,
  Loader,
  MantineProvider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router';

/**
 * The libraries' parts the request windows draw with. main.ts checks this list, so they load with the entry (the
 * page's HTML preloads them as it parses) rather than one by one after the stored state is read.
 */
export const windowBasics: readonly unknown[] = [
  Alert,
  Button,
  Container,
  DirectionProvider,
  Group,
  Loader,
  MantineProvider,
  Stack,
  Switch,
  Text,
  Title,
  QueryClient,
  QueryClientProvider,
  createRoot,
  useTranslation,
  HashRouter,
  Navigate,
  Route,
  Routes,
];
