import { buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';

/** The sender and recipient of the signer tests (anvil's accounts 1 and 2). */
export const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** 1 FTM to `to`, prepared as on the local devnet (chain 4003): nonce 4, 23,000 gas at 2 gwei. */
export function preparedTransfer(to: `0x${string}` = TO): PreparedTransaction {
  return {
    ...buildFtmTransfer(to, 10n ** 18n),
    gas: 23_000n,
    gasPrice: 2n * 10n ** 9n,
    nonce: 4,
    chainId: 4003,
    fee: 46_000n * 10n ** 9n,
  };
}
