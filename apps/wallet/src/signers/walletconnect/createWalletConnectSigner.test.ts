import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNetworks } from '../../shared/network/buildNetworks.ts';
import { createWalletConnectSigner, RELAY_RECHECK_MS } from './createWalletConnectSigner.ts';

const relayer = { toEstablishConnection: vi.fn(async () => {}) };
const session = vi.hoisted(() => ({ provider: undefined as unknown }));

vi.mock('./walletConnectSession.ts', async (original) => ({
  ...(await original<typeof import('./walletConnectSession.ts')>()),
  connectedProvider: async () => session.provider,
}));

const [network] = buildNetworks({ defaultNetwork: 'mainnet' }, {}).filter((n) => n.id === 'mainnet');
const account = {
  type: 'walletconnect',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as Parameters<typeof createWalletConnectSigner>[0];

function signer() {
  if (!network) throw new Error('no mainnet');
  return createWalletConnectSigner(account, network, () => ({ projectId: 'test' }));
}

beforeEach(() => {
  vi.useFakeTimers();
  relayer.toEstablishConnection.mockClear();
  session.provider = {
    request: async () => null,
    on: () => undefined,
    removeListener: () => undefined,
    signer: { client: { core: { relayer } } },
  };
});
afterEach(() => vi.useRealTimers());

describe('an open WalletConnect confirmation keeps the relay socket open (docs/external-wallets.md#walletconnect)', () => {
  it('asks the relayer to connect at once and every few seconds, and stops when the confirmation closes', async () => {
    const stop = signer().watchConfirmation?.(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RELAY_RECHECK_MS * 2);
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(3);
    stop?.();
    await vi.advanceTimersByTimeAsync(RELAY_RECHECK_MS * 2);
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(3);
  });

  it('does nothing without a session, and a relay that stays down is no error', async () => {
    session.provider = undefined;
    const stop = signer().watchConfirmation?.(() => {});
    await vi.advanceTimersByTimeAsync(RELAY_RECHECK_MS);
    expect(relayer.toEstablishConnection).not.toHaveBeenCalled();
    stop?.();

    session.provider = {
      request: async () => null,
      on: () => undefined,
      removeListener: () => undefined,
      signer: { client: { core: { relayer } } },
    };
    relayer.toEstablishConnection.mockRejectedValue(new Error('down'));
    const again = signer().watchConfirmation?.(() => {});
    await vi.advanceTimersByTimeAsync(RELAY_RECHECK_MS);
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(2);
    again?.();
  });
});
