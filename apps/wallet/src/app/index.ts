// The wallet's UI as a module another entry can mount: the PWA (main.tsx) and the browser extension's pages.

export type { Signers } from '../signers/Signers.ts';
export { App, type AppProps } from './App.tsx';
