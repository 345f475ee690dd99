// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useSettingsStore } from '../storage/settings/useSettingsStore.ts';
import { AppProviders } from './AppProviders.tsx';

afterEach(() => {
  cleanup();
  act(() => useSettingsStore.setState({ rtl: false }));
  document.documentElement.setAttribute('dir', 'ltr');
});

/** Every write to <html dir>, as a list of the values written. */
function dirWrites(): { writes: string[]; stop: () => void } {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    writes.push(...records.map(() => document.documentElement.getAttribute('dir') ?? ''));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return { writes, stop: () => observer.disconnect() };
}

it("leaves the document's dir alone when it already says the setting's direction (a write restyles the page)", async () => {
  document.documentElement.setAttribute('dir', 'ltr');
  const { writes, stop } = dirWrites();
  render(<AppProviders>page</AppProviders>);
  await act(async () => {});
  stop();
  expect(writes).toEqual([]);
});

it('writes the direction when the RTL setting changes, and back', async () => {
  document.documentElement.setAttribute('dir', 'ltr');
  render(<AppProviders>page</AppProviders>);
  act(() => useSettingsStore.setState({ rtl: true }));
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  act(() => useSettingsStore.setState({ rtl: false }));
  expect(document.documentElement.getAttribute('dir')).toBe('ltr');
});
