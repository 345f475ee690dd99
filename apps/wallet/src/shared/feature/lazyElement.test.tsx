// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyElement, preloadRouteElements } from './lazyElement.ts';

afterEach(cleanup);

const page = () => lazyElement(async () => ({ default: () => <p>the page</p> }));

describe('lazyElement (README.md#inside-the-wallet-appswalletsrc)', () => {
  it('suspends on its first render when nothing loaded it yet', async () => {
    render(<Suspense fallback={<p>loading</p>}>{page()}</Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('renders at once, without the loader, once preloaded', async () => {
    const element = page();
    await preloadRouteElements([element, null, <p key="eager">eager</p>]);
    // Synchronously: a suspended render would show the loader until a later task.
    render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('asks for each page in a task of its own (the preload helper adds a link per file in the task that asks)', async () => {
    const asked: string[] = [];
    const loading = (name: string) =>
      lazyElement(async () => {
        asked.push(name);
        return { default: () => <p>{name}</p> };
      });
    const preloaded = preloadRouteElements([loading('layout'), null, loading('page')]);
    expect(asked).toEqual(['layout']);
    await Promise.resolve();
    expect(asked).toEqual(['layout']);
    await preloaded;
    expect(asked).toEqual(['layout', 'page']);
  });

  it('a page whose chunk failed to load is asked for again next time', async () => {
    let attempts = 0;
    const element = lazyElement(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: () => <p>back online</p> };
    });
    await preloadRouteElements([element]);
    await preloadRouteElements([element]);
    expect(attempts).toBe(2);
    render(element);
    expect(screen.getByText('back online')).toBeTruthy();
  });
});
