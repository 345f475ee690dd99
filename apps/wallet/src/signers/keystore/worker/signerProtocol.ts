import type { Address, Hex } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { z } from 'zod';
import type { SignerApi } from './SignerApi.ts';

const address = z.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
  {
    message: 'Expected a 0x address',
  },
);
const hex = z.custom<Hex>((value) => typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value), {
  message: 'Expected 0x hex data',
});
// Lengths are generous upper bounds: they only stop absurd inputs from reaching scrypt or the key code.
const password = z.string().max(1000);
/** The run of a flow a remembered password belongs to. */
const scope = z.string().min(1).max(100);
const existing = z.array(address).max(10_000);
const wei = z
  .bigint()
  .min(0n)
  .max(2n ** 256n - 1n);

const preparedTransaction = z.object({
  /** null: a contract creation. */
  to: address.nullable(),
  data: hex,
  value: wei,
  gas: wei,
  gasPrice: wei,
  /** Set: an EIP-1559 transaction whose max fee per gas is `gasPrice`. */
  maxPriorityFeePerGas: wei.exactOptional(),
  nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  chainId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 32),
  fee: wei,
});

/**
 * The argument tuple of every SignerApi method, checked by the worker on receipt (STYLE: every message across
 * a boundary is validated). The `satisfies` keeps it in step with SignerApi.
 */
export const signerProtocol = {
  beginCreate: z.tuple([password]),
  pendingMnemonic: z.tuple([]),
  confirmCreate: z.tuple([z.array(z.string().max(20)).max(24)]),
  cancelCreate: z.tuple([]),
  restoreFromMnemonic: z.tuple([
    z.object({
      phrase: z.string().max(1000),
      accountIndex: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1),
      password,
      existing,
    }),
  ]),
  restoreFromPrivateKey: z.tuple([z.object({ privateKey: z.string().max(200), password, existing })]),
  restoreFromKeystore: z.tuple([z.object({ json: z.string().max(100_000), password, existing })]),
  keystoreOf: z.tuple([address]),
  removeKeystore: z.tuple([address]),
  signTransaction: z.tuple([
    z
      .object({
        address,
        transaction: preparedTransaction,
        password: password.exactOptional(),
        scope: scope.exactOptional(),
        remember: z
          .object({
            seconds: z.number().int().min(1).max(3600),
            uses: z.number().int().min(1).max(100),
          })
          .exactOptional(),
      })
      .refine((input) => input.remember === undefined || input.scope !== undefined, {
        message: 'remember needs a scope',
        path: ['remember'],
      }),
  ]),
  signSiteRequest: z.tuple([
    z.object({
      address,
      request: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('personal'), message: hex.refine((m) => m.length <= 2 + 2 * 64 * 1024) }),
        z.object({ kind: z.literal('typedData'), json: z.string().max(512 * 1024) }),
        z.object({ kind: z.literal('typedDataV1'), json: z.string().max(512 * 1024) }),
      ]),
      password: password.exactOptional(),
      scope: scope.exactOptional(),
    }),
  ]),
  hasRememberedPassword: z.tuple([address, scope]),
  forgetPasswords: z.tuple([]),
} satisfies { [K in keyof SignerApi]: z.ZodType<Parameters<SignerApi[K]>> };
