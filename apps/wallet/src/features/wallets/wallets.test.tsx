// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import { downloadKeystore } from './downloadKeystore.ts';
import { isMobileDevice } from './isMobileDevice.ts';
import { MnemonicVerification } from './MnemonicVerification.tsx';
import { readTextFile } from './readTextFile.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('readTextFile (docs/wallets.md#restore-by-keystore-file)', () => {
  it('returns the text of a readable file', async () => {
    expect(await readTextFile(new Blob(['{"version":3}']))).toBe('{"version":3}');
  });

  it.each([
    ['NotFoundError', 'File not found'],
    ['SecurityError', 'File can not be accessed'],
    ['NotReadableError', 'File not readable'],
    ['AbortError', 'Unknown error'],
  ])('a %s reads as %s, keeping the cause', async (name, message) => {
    const cause = Object.assign(new Error('browser text'), { name });
    const file = { text: () => Promise.reject(cause) } as unknown as Blob;
    const error = await readTextFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect((error as Error).cause).toBe(cause);
  });
});

describe('isMobileDevice (docs/wallets.md#keystore-download)', () => {
  function withMedia(matching: string[]) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: matching.includes(query), media: query }) as MediaQueryList,
    );
  }

  it('a phone-sized screen counts', () => {
    withMedia(['(max-width: 48em)']);
    expect(isMobileDevice()).toBe(true);
  });

  it('a touch-only pointer counts', () => {
    withMedia(['(pointer: coarse) and (hover: none)']);
    expect(isMobileDevice()).toBe(true);
  });

  it('a desktop with a mouse does not', () => {
    withMedia([]);
    expect(isMobileDevice()).toBe(false);
  });
});

describe('downloadKeystore', () => {
  it("saves the keystore as 'UTC--<ISO date>--<address>.json' and frees the object URL later", async () => {
    vi.useFakeTimers();
    try {
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:keystore');
      const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      let clicked: { download: string; href: string } | undefined;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked = { download: this.download, href: this.href };
      });
      const keystore = { version: 3, address: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' } as Parameters<
        typeof downloadKeystore
      >[0];
      downloadKeystore(keystore, new Date('2026-11-28T16:05:09.123Z'));

      expect(clicked).toEqual({
        download: 'UTC--2026-11-28T16-05-09.123Z--f39fd6e51aad88f6f4ce6ab8827279cfffb92266.json',
        href: 'blob:keystore',
      });
      const blob = created.mock.calls[0]?.[0] as Blob;
      expect(JSON.parse(await blob.text())).toEqual(keystore);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revoked).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoked).toHaveBeenCalledWith('blob:keystore');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MnemonicVerification (docs/wallets.md#phrase-verification)', () => {
  const words = ['zoo', 'apple', 'moon', 'apple'];

  function renderVerification() {
    const onVerify = vi.fn();
    const onChange = vi.fn();
    renderWithUi(<MnemonicVerification words={words} busy={false} onVerify={onVerify} onChange={onChange} />);
    const choices = () =>
      screen.getByRole('group', { name: 'Words of your recovery phrase, in alphabetical order' });
    const verify = () => screen.getByRole('button', { name: 'Verify' });
    return { onVerify, onChange, choices, verify };
  }

  it('lists the words in alphabetical order, repeated words as separate choices', () => {
    const { choices } = renderVerification();
    const labels = Array.from(choices().querySelectorAll('label')).map((l) => l.textContent);
    expect(labels).toEqual(['apple', 'apple', 'moon', 'zoo']);
    expect(screen.getByText('0 of 4 words placed')).toBeTruthy();
  });

  it('Verify is enabled only once every word is placed, and hands over the picked order', () => {
    const { choices, verify, onVerify, onChange } = renderVerification();
    const inputs = () => Array.from(choices().querySelectorAll('input'));
    expect(verify()).toHaveProperty('disabled', true);
    // zoo, apple (first), moon: the second apple is still a choice of its own.
    for (const index of [3, 0, 2]) {
      const input = inputs()[index];
      if (input) fireEvent.click(input);
    }
    expect(screen.getByText('3 of 4 words placed')).toBeTruthy();
    expect(inputs().map((i) => i.disabled)).toEqual([true, false, true, true]);
    expect(verify()).toHaveProperty('disabled', true);
    const second = inputs()[1];
    if (second) fireEvent.click(second);
    expect(verify()).toHaveProperty('disabled', false);
    fireEvent.click(verify());
    expect(onVerify).toHaveBeenCalledWith(['zoo', 'apple', 'moon', 'apple']);
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('selecting a placed word removes it and frees its choice', () => {
    const { choices, verify } = renderVerification();
    const inputs = () => Array.from(choices().querySelectorAll('input'));
    for (const index of [2, 3]) {
      const input = inputs()[index];
      if (input) fireEvent.click(input);
    }
    fireEvent.click(screen.getByRole('listitem', { name: 'Remove word 1: moon' }));
    expect(screen.getByRole('listitem', { name: 'Remove word 1: zoo' })).toBeTruthy();
    expect(screen.getByText('1 of 4 words placed')).toBeTruthy();
    expect(inputs()[2]?.disabled).toBe(false);
    expect(verify()).toHaveProperty('disabled', true);
  });
});
