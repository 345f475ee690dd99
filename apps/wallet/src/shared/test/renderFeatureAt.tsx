import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { createFakeSigner } from '../../signers/fake/createFakeSigner.ts';
import type { Signers } from '../../signers/Signers.ts';
import { SignersContext } from '../../signers/SignersContext.ts';
import type { Feature } from '../feature/Feature.ts';
import { preloadRouteElements } from '../feature/lazyElement.ts';

initI18n();

/**
 * Loads a feature's pages (its route elements are lazy), so a render under fake timers does not suspend on
 * them. A lazy screen inside a page (the transactions feature's confirmation and stepper) still does, and
 * React reveals it only some 300 ms of real time after its fallback: a first visit with real timers loads it
 * (FmintRoutes.test.tsx).
 */
export function preloadFeature(feature: Feature): Promise<unknown> {
  return preloadRouteElements(feature.routes.map((route) => route.element));
}

function FeatureRoutes({ feature }: { feature: Feature }) {
  return useRoutes(feature.routes);
}

function Where({ into }: { into: { url: string } }) {
  const { pathname, search } = useLocation();
  into.url = `${pathname}${search}`;
  return null;
}

/**
 * The signers of these renders: a flow that gets as far as its stepper signs with the fake. The PWA's own would
 * start the signer's Web Worker, which happy-dom does not have; a route test whose lazy stepper appeared before it
 * ended (the governance routes, once, in a loaded run) failed on 'Worker is not defined'.
 */
const testSigners: Signers = {
  keystores: () => {
    throw new Error('no keystore vault in a route test');
  },
  signerFor: () => createFakeSigner(),
};

/**
 * A feature's routes as the app mounts them (the paths and elements of its `index.ts`, inside the app's
 * providers), opened at `url` as if typed into the address bar. `url()` is where the router is now (path and
 * query). `queryClient`: the cache to render with, as main.tsx hands the app the one it preloaded.
 */
export function renderFeatureAt(
  feature: Feature,
  url: string,
  queryClient?: QueryClient,
): { url: () => string } {
  const at = { url: '' };
  render(
    <AppProviders queryClient={queryClient}>
      <SignersContext value={testSigners}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <FeatureRoutes feature={feature} />
          </Suspense>
          <Where into={at} />
        </MemoryRouter>
      </SignersContext>
    </AppProviders>,
  );
  return { url: () => at.url };
}

/**
 * Under fake timers: lets the API's answers, React Query's notifications and the renders they cause run until
 * `done` holds (or gives up after `rounds` turns, leaving the caller's assertion to fail). Each turn first
 * runs what is due without moving the clock, and only then moves it by 1 ms: a 0 ms timer set while timers
 * run is due 1 ms later (fake-timers' rule against endless loops), and React Query notifies through such
 * timers. What `done` looks for is seen in the turn it appeared in; had it started a timer a millisecond
 * before, "still there after 2,999 ms" measured from here would fail, never pass wrongly.
 */
export async function settleUntil(done: () => boolean, rounds = 200): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    if (done()) return;
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

/** Under fake timers: moves the clock by `ms`, running every timer due, inside React's act. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
