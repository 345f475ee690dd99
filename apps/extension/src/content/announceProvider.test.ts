import { describe, expect, it } from 'vitest';
import { announceProvider, PROVIDER_ICON } from './announceProvider.ts';

describe('EIP-6963 announcement (docs/extension.md#provider-in-the-page)', () => {
  it('announces at once and again on every requestProvider, with a frozen detail', () => {
    const target = new EventTarget() as unknown as Window;
    const details: Array<{ info: Record<string, string>; provider: object }> = [];
    target.addEventListener('eip6963:announceProvider', (event) =>
      details.push((event as CustomEvent).detail),
    );
    const provider = {};
    announceProvider(target, provider, '2b1c7c4e-3a1e-4c3e-9b8d-1f2a3b4c5d6e');
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(details).toHaveLength(2);
    expect(details[0]?.info).toEqual({
      uuid: '2b1c7c4e-3a1e-4c3e-9b8d-1f2a3b4c5d6e',
      name: 'fWallet',
      icon: PROVIDER_ICON,
      rdns: 'app.fwallet',
    });
    expect(details[0]?.provider).toBe(provider);
    expect(PROVIDER_ICON).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.isFrozen(details[0])).toBe(true);
    expect(Object.isFrozen(details[0]?.info)).toBe(true);
  });
});
