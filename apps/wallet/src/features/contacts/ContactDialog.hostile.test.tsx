// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNothingInjected } from '../../shared/test/expectNothingInjected.ts';
import { HOSTILE_INPUTS } from '../../shared/test/hostileInputs.ts';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { ContactDialog } from './ContactDialog.tsx';

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

beforeEach(() => {
  useContactsStore.setState({ contacts: [] });
  // A name-service look-up has no network here: it fails, as offline, and the text is checked as an address.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Types `value` as a browser does: a field's maxLength cuts what is typed. */
function type(input: HTMLElement, value: string) {
  const { maxLength } = input as HTMLInputElement;
  fireEvent.change(input, { target: { value: maxLength > 0 ? value.slice(0, maxLength) : value } });
  fireEvent.blur(input);
}

/**
 * Hostile and random input typed into the New contact window (docs/contacts.md, each field's rules; moved here from
 * the browser journey e2e/specs/hostile-input.spec.ts): every value ends in fields marked invalid with the form's
 * notice, or in an added contact — never an exception, never markup or script from the input. Each value gets a
 * new window over an empty address book.
 */
describe('New contact window under hostile input', () => {
  const fields = [
    { field: 'Name', prefill: { Address: BOB } },
    { field: 'Address', prefill: {} },
    { field: 'Order', prefill: { Address: BOB } },
  ] as const;

  it.each(fields)('$field: every value is refused with a message or accepted', async ({ field, prefill }) => {
    const outcomes = { refused: 0, accepted: 0 };
    for (const value of HOSTILE_INPUTS) {
      useContactsStore.setState({ contacts: [] });
      const onClose = vi.fn();
      const view = renderWithUi(<ContactDialog opened mode="add" onClose={onClose} />);
      const dialog = within(await screen.findByRole('dialog'));
      for (const [label, text] of Object.entries(prefill)) type(dialog.getByLabelText(label), text);
      type(dialog.getByLabelText(field), value);
      const submit = dialog.getByRole('button', { name: 'Add contact' });
      fireEvent.click(submit);
      const what = JSON.stringify(value.slice(0, 60));
      // Added and closed, or refused with the fields marked and the notice.
      await waitFor(() =>
        expect(
          onClose.mock.calls.length > 0 ||
            screen.queryByText('Please correct the fields marked above.') !== null,
          `no outcome for ${what}`,
        ).toBe(true),
      );
      const added = useContactsStore.getState().contacts;
      if (onClose.mock.calls.length > 0) {
        outcomes.accepted++;
        // Closing means saved: never a window that closes on a contact it did not keep.
        expect(added, what).toHaveLength(1);
      } else {
        outcomes.refused++;
        expect(added, what).toHaveLength(0);
        expect(document.querySelectorAll('[aria-invalid="true"]').length, what).toBeGreaterThan(0);
      }
      expectNothingInjected(what);
      view.unmount();
    }
    // Both ends are reached: the window is not refusing everything, nor taking everything.
    expect(outcomes.refused).toBeGreaterThan(0);
    if (field !== 'Address') expect(outcomes.accepted).toBeGreaterThan(0);
  });
});
