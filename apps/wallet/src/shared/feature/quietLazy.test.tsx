// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietLazy } from './quietLazy.ts';

afterEach(cleanup);

/** Resolves or rejects a chunk's load when the test says so. */
function chunk() {
  let settle: { resolve: (m: Record<string, unknown>) => void; reject: (e: unknown) => void } | undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { load, loads: () => loads, settle: () => settle };
}

class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('quietLazy', () => {
  it('renders nothing while its chunk loads, never the Suspense fallback, then the part with its props', async () => {
    const { load, settle, loads } = chunk();
    const Part = quietLazy<{ name: string }>(load, 'Part');
    render(
      <Suspense fallback={<p>fallback</p>}>
        <p>page</p>
        <Part name="rows" />
      </Suspense>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => settle()?.resolve({ Part: ({ name }: { name: string }) => <p>the {name}</p> }));
    expect(screen.getByText('the rows')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('renders at once when preloaded, loading its chunk once', async () => {
    const { load, settle, loads } = chunk();
    const Part = quietLazy(load);
    const preloaded = Part.preload();
    void Part.preload();
    settle()?.resolve({ default: () => <p>ready</p> });
    await preloaded;
    render(<Part />);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('a chunk that failed throws where the part renders, and is asked for again for its next render', async () => {
    const { load, settle, loads } = chunk();
    const Part = quietLazy(load);
    // React reports the error the boundary catches; the test expects it.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Caught>
        <Part />
      </Caught>,
    );
    await act(async () => settle()?.reject(new Error('offline')));
    expect(screen.getByText('failed: offline')).toBeTruthy();
    reported.mockRestore();
    expect(loads()).toBe(2);
    await act(async () => settle()?.resolve({ default: () => <p>back online</p> }));
    cleanup();
    render(<Part />);
    expect(screen.getByText('back online')).toBeTruthy();
  });
});
