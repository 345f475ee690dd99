// @vitest-environment happy-dom
import type { KeystoreV3 } from '@fantom-wallet/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import { type Signers, SignersContext } from '../../signers/index.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { AddressBar } from './AddressBar.tsx';

const ACCOUNT: Account = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  name: 'Alice',
  type: 'keystore',
};
const KEYSTORE = { address: ACCOUNT.address.slice(2).toLowerCase(), version: 3 } as unknown as KeystoreV3;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The bar with a vault that records when it is started (the PWA's starts the signer worker). */
function renderBar(keystoreOf = vi.fn(async (): Promise<KeystoreV3 | undefined> => KEYSTORE)) {
  const keystores = vi.fn(() => ({ keystoreOf }) as unknown as ReturnType<Signers['keystores']>);
  renderWithUi(
    <SignersContext value={{ keystores, signerFor: () => ({}) as never }}>
      <AddressBar account={ACCOUNT} />
    </SignersContext>,
  );
  return { keystores, keystoreOf };
}

describe('AddressBar', () => {
  it('starts the keystore vault only when the keystore is downloaded, not to show the page', async () => {
    // As the wallets' downloadKeystore test does: the blob handed to the browser, and no real object URL.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:keystore');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { keystores, keystoreOf } = renderBar();
    const download = await screen.findByRole('button', { name: 'Download keystore file' });
    expect(keystores).not.toHaveBeenCalled();

    fireEvent.click(download);

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(keystores).toHaveBeenCalledTimes(1);
    expect(keystoreOf).toHaveBeenCalledWith(ACCOUNT.address);
    const [[file] = []] = createObjectURL.mock.calls;
    expect(JSON.parse(await (file as Blob).text())).toEqual(KEYSTORE);
  });

  it('in the PWA, showing the page does not start the signer worker', async () => {
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    try {
      renderWithUi(<AddressBar account={ACCOUNT} />);
      await screen.findByRole('button', { name: 'Download keystore file' });
      expect(worker).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the browser no longer holds the keystore, and downloads nothing', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:keystore');
    renderBar(vi.fn(async () => undefined));

    fireEvent.click(await screen.findByRole('button', { name: 'Download keystore file' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The keystore file was not downloaded');
    expect(alert.textContent).toContain(
      "This browser no longer holds this wallet's keystore. Restore the wallet from its recovery phrase or private key to download a new keystore file.",
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("shows why the browser's storage could not be read; dismissed, the bar is as before and can try again", async () => {
    const keystoreOf = vi.fn(async (): Promise<KeystoreV3 | undefined> => {
      throw new Error('The operation failed for reasons unrelated to the database itself');
    });
    renderBar(keystoreOf);
    const download = await screen.findByRole('button', { name: 'Download keystore file' });

    fireEvent.click(download);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The keystore file was not downloaded');
    expect(alert.textContent).toContain('The operation failed for reasons unrelated to the database itself');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(download);
    await screen.findByRole('alert');
    expect(keystoreOf).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a desktop', false],
    ['a phone', true],
  ])(
    "on %s, mounting the bar updates nothing inside React's commit; its menu, copy hint and QR window come after",
    async (_, phone) => {
      // Mantine's Popover and Menu set state as they mount (floating-ui's reference ref), and so does a Modal's
      // Portal: inside a page's first commit, that made React run all its effects and render again in one task.
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: phone && query === '(max-width: 48em)',
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      const phases: string[] = [];
      const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
      renderWithUi(
        <Profiler id="bar" onRender={onRender}>
          <AddressBar account={ACCOUNT} />
        </Profiler>,
      );
      // Once they are mounted the copy hint, the QR window and the menu work as before.
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
      expect((await screen.findByRole('status')).textContent).toContain('Address copied to clipboard');
      fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
      expect(await screen.findByRole('dialog', { name: 'Address QR code' })).toBeTruthy();
      if (phone) {
        fireEvent.click(screen.getByRole('button', { name: 'More address actions' }));
        expect(await screen.findByRole('menuitem', { name: 'Edit wallet' })).toBeTruthy();
      }
      // The mount's commit is followed by an ordinary update (the transition that mounts them), not a nested one.
      expect(phases.slice(0, 2)).toEqual(['mount', 'update']);
    },
  );
});
