// Public API of the PWA feature: the 'new version' prompt (the service worker never reloads on its own).
export { UpdatePrompt } from './UpdatePrompt.tsx';
