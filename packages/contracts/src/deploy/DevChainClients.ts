import type { Chain, PublicClient, TestClient, Transport, WalletClient } from 'viem';

/** The three viem clients deploy steps need: reads, JSON-RPC-account writes, and anvil cheat calls. */
export interface DevChainClients {
  public: PublicClient<Transport, Chain>;
  wallet: WalletClient<Transport, Chain>;
  test: TestClient<'anvil', Transport, Chain>;
}
