import { EventEmitter } from 'node:events';

/**
 * What the tests' stand-ins for the WalletConnect SDK's EthereumProvider share: the SDK's `init` makes a provider
 * (of the subclass it is called on) and keeps it in `instances`, so a test reaches the one the code under test made.
 * It answers every request with null; the subclass says how it connects and disconnects.
 */
export class FakeWalletConnectProvider extends EventEmitter {
  static instances: FakeWalletConnectProvider[] = [];
  static async init() {
    const provider = new this();
    FakeWalletConnectProvider.instances.push(provider);
    return provider;
  }
  chainId = 4003;
  async request() {
    return null;
  }
}
