import { type Address, type Hash, sameAddress, WalletError } from '@fantom-wallet/core';
import type { ConfirmationRequest, ExternalWalletBlock, Signer } from '../Signer.ts';
import { type AddEthereumChainParameter, chainIdHex } from './addChainParameters.ts';
import type { Eip1193Provider } from './Eip1193Provider.ts';
import { PROVIDER_CODES, providerCode, toProviderError } from './providerError.ts';

export interface ExternalSignerDependencies {
  /** The account confirming (it must be the wallet's selected account). */
  address: Address;
  /** The wallet's name, as the confirmation says it ('Confirm in {wallet}'). */
  wallet: string;
  walletType: Extract<ConfirmationRequest, { kind: 'external' }>['walletType'];
  /** The active network's chain, handed to the wallet when it does not know it yet. */
  chain: AddEthereumChainParameter;
  /** The wallet's provider, loaded on first use (import()); undefined while the wallet is missing. */
  provider(): Promise<Eip1193Provider | undefined>;
  /** Waits between look-ups of the sent transaction's nonce (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  /** How long the wallet may take to answer a transaction request (default 300000 ms, as for Ledger). */
  sendTimeoutMs?: number;
}

/** How often, and how far apart, the sent transaction is looked up for its nonce. */
const NONCE_LOOKUPS = 12;
const NONCE_LOOKUP_INTERVAL_MS = 250;
/** A request left unanswered in the wallet (an ignored popup) frees the confirmation after this long. */
export const EXTERNAL_SEND_TIMEOUT_MS = 300_000;

function hexToNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,15}$/.test(value)) return undefined;
  return Number.parseInt(value, 16);
}

/**
 * An account of an external wallet behind EIP-1193 (an injected wallet, WalletConnect, Coinbase): the wallet
 * holds the key, so the confirmation asks to confirm in it, once it is connected, on the active network's chain
 * and on this account (docs/external-wallets.md#signer). Sending is `eth_sendTransaction` with from, to, value,
 * data, gas and gas price and no nonce (the wallet picks it); the nonce recorded is the one the network reports
 * for the hash, or the prepared one if the node does not know the transaction yet.
 */
export function createExternalSigner({
  address,
  wallet,
  walletType,
  chain,
  provider: loadProvider,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  sendTimeoutMs = EXTERNAL_SEND_TIMEOUT_MS,
}: ExternalSignerDependencies): Signer {
  const chainId = Number.parseInt(chain.chainId, 16);

  const call = async (provider: Eip1193Provider, method: string, params?: readonly unknown[]) => {
    try {
      return await provider.request(params === undefined ? { method } : { method, params });
    } catch (error) {
      throw toProviderError(error);
    }
  };

  /** What keeps the wallet from signing now, if anything. */
  const blockOf = async (provider: Eip1193Provider | undefined): Promise<ExternalWalletBlock | undefined> => {
    if (!provider) return { reason: 'disconnected' };
    const accounts = await call(provider, 'eth_accounts');
    const selected = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
    if (!selected) return { reason: 'disconnected' };
    const current = hexToNumber(await call(provider, 'eth_chainId'));
    if (current !== chainId) return { reason: 'chain', chainId };
    if (!sameAddress(selected, address)) return { reason: 'account', address };
    return undefined;
  };

  const readNonce = async (provider: Eip1193Provider, hash: Hash): Promise<number | undefined> => {
    for (let attempt = 0; attempt < NONCE_LOOKUPS; attempt++) {
      const found = await provider
        .request({ method: 'eth_getTransactionByHash', params: [hash] })
        .catch(() => null);
      const nonce =
        typeof found === 'object' && found !== null && 'nonce' in found
          ? hexToNumber(found.nonce)
          : undefined;
      if (nonce !== undefined) return nonce;
      await sleep(NONCE_LOOKUP_INTERVAL_MS);
    }
    return undefined;
  };

  return {
    async confirmation() {
      // A wallet that fails to answer (locked, gone, broken) counts as not connected: the user can connect again.
      const blocked = await loadProvider()
        .then(blockOf)
        .catch((): ExternalWalletBlock => ({ reason: 'disconnected' }));
      return { kind: 'external', wallet, walletType, ...(blocked ? { blocked } : {}) };
    },

    async send(prepared) {
      const provider = await loadProvider();
      const blocked = await blockOf(provider);
      // Never let a wallet on another chain or account sign: it would send somewhere else than confirmed.
      if (!provider || blocked)
        throw new WalletError(
          'EXTERNAL_NOT_READY',
          `${wallet} is not ready: ${blocked?.reason ?? 'disconnected'}.`,
        );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const unanswered = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new WalletError(
                'EXTERNAL_TIMEOUT',
                `${wallet} did not answer. Check its activity before sending again: it may still send this transaction.`,
              ),
            ),
          sendTimeoutMs,
        );
      });
      const request = call(provider, 'eth_sendTransaction', [
        {
          from: address,
          ...(prepared.to === null ? {} : { to: prepared.to }),
          value: `0x${prepared.value.toString(16)}`,
          data: prepared.data,
          gas: `0x${prepared.gas.toString(16)}`,
          gasPrice: `0x${prepared.gasPrice.toString(16)}`,
        },
      ]);
      const hash = await Promise.race([request, unanswered]).finally(() => clearTimeout(timer));
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
        throw new WalletError('SEND_WITHOUT_HASH', `${wallet} answered without a transaction hash.`);
      const nonce = await readNonce(provider, hash as Hash);
      return { hash: hash as Hash, nonce: nonce ?? prepared.nonce };
    },

    watchConfirmation(listener) {
      let live = true;
      let detach: (() => void) | undefined;
      const changed = () => listener();
      void loadProvider().then((provider) => {
        if (!live || !provider) return;
        for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'])
          provider.on(event, changed);
        detach = () => {
          for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'])
            provider.removeListener(event, changed);
        };
      });
      return () => {
        live = false;
        detach?.();
      };
    },

    async resolveBlock() {
      const provider = await loadProvider();
      if (!provider) return;
      const blocked = await blockOf(provider);
      if (blocked?.reason === 'disconnected') await call(provider, 'eth_requestAccounts');
      else if (blocked?.reason === 'chain') {
        try {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: chainIdHex(chainId) }],
          });
        } catch (error) {
          if (providerCode(error) !== PROVIDER_CODES.unknownChain) throw toProviderError(error);
          await call(provider, 'wallet_addEthereumChain', [chain]);
        }
      }
    },
  };
}
