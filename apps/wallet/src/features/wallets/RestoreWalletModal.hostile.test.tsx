// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNothingInjected } from '../../shared/test/expectNothingInjected.ts';
import { HOSTILE_INPUTS } from '../../shared/test/hostileInputs.ts';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import type { Signers } from '../../signers/Signers.ts';
import { SignersContext } from '../../signers/SignersContext.ts';
import { RestoreWalletModal } from './RestoreWalletModal.tsx';

afterEach(cleanup);

// The phrase's growing textarea listens for web fonts; happy-dom has no FontFaceSet.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
  });

/** No key is stored in these tests: a vault with no methods, so any call to it fails the test. */
const noSigners: Signers = {
  keystores: () => ({}) as ReturnType<Signers['keystores']>,
  signerFor: () => {
    throw new Error('no signer in this test');
  },
};

/**
 * Hostile and random input typed into the restore window's private key and recovery phrase (docs/wallets.md#restore;
 * moved here from the browser journey e2e/specs/hostile-input.spec.ts): every value leaves Continue disabled with
 * the field's message, or (a real key or phrase) enabled — never an exception, never markup or script from the
 * input.
 */
describe('Restore window under hostile input', () => {
  it.each([
    { tab: 'Private Key', field: 'Private key' },
    { tab: 'Mnemonic', field: 'Recovery phrase' },
  ])('$field: Continue stays disabled with a message', ({ tab, field }) => {
    renderWithUi(
      <MemoryRouter>
        <SignersContext.Provider value={noSigners}>
          <RestoreWalletModal opened onClose={() => undefined} />
        </SignersContext.Provider>
      </MemoryRouter>,
    );
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('tab', { name: tab }));
    const input = dialog.getByLabelText(field, { exact: true });
    for (const value of HOSTILE_INPUTS) {
      const what = JSON.stringify(value.slice(0, 60));
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
      expect((dialog.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled, what).toBe(
        true,
      );
      // A blank entry is not yet wrong; anything else says what is.
      if (value.trim() !== '') expect(dialog.queryByRole('alert'), what).not.toBeNull();
      expectNothingInjected(what);
    }
  });
});
