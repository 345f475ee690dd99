// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { enUS, initI18n } from '@fantom-wallet/wallet/i18n';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EipSelectAccounts } from './EipSelectAccounts.tsx';
import { EipWelcome } from './EipWelcome.tsx';

const i18n = initI18n();
const pages = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      enUS,
    );

function show(path: string, element: () => ReturnType<typeof createElement>) {
  return render(
    createElement(
      MantineProvider,
      { env: 'test' },
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(
          Routes,
          null,
          createElement(Route, { path: '/eip-welcome', element: element() }),
          createElement(Route, { path: '/eip-select-accounts/:site', element: element() }),
        ),
      ),
    ),
  );
}

afterEach(() => {
  cleanup();
  i18n.addResourceBundle('en-US', 'translation', enUS, true, true);
});

describe("the extension windows' words come from the en-US catalogue (docs/extension.md#site-requests)", () => {
  it('every key the pages translate is in the catalogue', () => {
    const keys = sources(pages).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)].map((m) => m[1] ?? ''),
    );
    expect(keys.length).toBeGreaterThan(20);
    // A count's key is there in its plural forms (`_one`, `_other`).
    const missing = keys.filter(
      (key) => typeof lookup(key) !== 'string' && typeof lookup(`${key}_other`) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('the welcome and select-accounts windows show what the catalogue says', () => {
    i18n.addResource('en-US', 'translation', 'extension.openWallet', 'Open wallet (catalogue)');
    i18n.addResource('en-US', 'translation', 'extension.welcomeTitle', 'fWallet (catalogue)');
    show('/eip-welcome', () => createElement(EipWelcome));
    expect(screen.getByRole('heading', { name: 'fWallet (catalogue)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open wallet (catalogue)' })).toBeTruthy();
    cleanup();

    i18n.addResource('en-US', 'translation', 'extension.notASite', 'Not a site (catalogue)');
    show('/eip-select-accounts/not-a-site', () => createElement(EipSelectAccounts));
    expect(screen.getByText('Not a site (catalogue)')).toBeTruthy();
  });

  it('the account window names a long origin by its registrable domain on a line of its own, then the whole origin (a look-alike host)', async () => {
    const origin = `https://app.uniswap.org.${'login-'.repeat(30)}x.evil.test`;
    show(`/eip-select-accounts/${encodeURIComponent(origin)}`, () => createElement(EipSelectAccounts));
    const name = screen.getByTestId('site-name');
    // The origin at once; the domain as soon as the Public Suffix List has loaded beside the first render.
    expect([...name.children].map((line) => line.textContent)).toEqual(['', origin]);
    await screen.findByText('evil.test');
    expect([...name.children].map((line) => line.textContent)).toEqual(['evil.test', origin]);
  });
});
