import { describe, expect, it } from 'vitest';
import { walletConnectSettings } from './walletConnectSettings.ts';

describe('WalletConnect settings (docs/external-wallets.md#walletconnect)', () => {
  it('takes the runtime config first, then the build defaults, field by field', () => {
    expect(
      walletConnectSettings(
        { walletConnect: { relayUrl: 'ws://127.0.0.1:4200' } },
        { projectId: 'build-id', relayUrl: 'wss://other.example' },
      ),
    ).toEqual({ projectId: 'build-id', relayUrl: 'ws://127.0.0.1:4200' });
    expect(walletConnectSettings({}, { projectId: 'build-id' })).toEqual({ projectId: 'build-id' });
    expect(
      walletConnectSettings({ walletConnect: { projectId: 'runtime-id' } }, { projectId: 'build-id' }),
    ).toEqual({
      projectId: 'runtime-id',
    });
  });

  it('is not configured without a project id or a relay of its own', () => {
    expect(walletConnectSettings({}, {})).toBeUndefined();
    expect(walletConnectSettings({ walletConnect: {} }, {})).toBeUndefined();
  });

  it('a relay without a project id (the local stack) gets a placeholder id', () => {
    expect(walletConnectSettings({ walletConnect: { relayUrl: 'ws://127.0.0.1:1' } }, {})).toEqual({
      projectId: 'local',
      relayUrl: 'ws://127.0.0.1:1',
    });
  });
});
