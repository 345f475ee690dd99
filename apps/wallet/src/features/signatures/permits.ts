import { type Address, type SiteTypedData, toBigInt, UNLIMITED_APPROVAL_FLOOR } from '@fantom-wallet/core';
import { checksummedAddress as address } from './checksummedAddress.ts';

/** Uniswap's Permit2 allowances are uint160: its maximum is "unlimited". */
const MAX_UINT160 = 2n ** 160n - 1n;
/** A permit valid for longer than this is flagged: a signature that stays usable for months. */
export const FAR_DEADLINE_SECONDS = 30n * 24n * 60n * 60n;

/** One allowance a signed permit would give (docs/extension.md#signatures). */
export interface PermitApproval {
  kind: 'eip2612' | 'dai' | 'permit2';
  token: Address;
  spender: Address;
  amount: bigint;
  /** Where the amount is in the message (field names, an array item by its index): the tree shows it as this says. */
  amountPath: readonly string[];
  /** Unix seconds after which the permit (or the allowance it sets) ends; undefined: never. */
  until: bigint | undefined;
  unlimited: boolean;
}

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
const has = (type: SiteTypedData, name: string) =>
  Boolean(type.types[type.primaryType]?.some((f) => f.name === name));

function approval(
  kind: PermitApproval['kind'],
  token: unknown,
  spender: unknown,
  amount: unknown,
  amountPath: readonly string[],
  until: unknown,
): PermitApproval | undefined {
  const tokenAddress = address(token);
  const spenderAddress = address(spender);
  const value = toBigInt(amount);
  if (!tokenAddress || !spenderAddress || value === undefined) return undefined;
  const end = toBigInt(until);
  const unlimited = value >= UNLIMITED_APPROVAL_FLOOR || (kind === 'permit2' && value >= MAX_UINT160);
  // 0 means "no end" for a DAI permit's expiry and a Permit2 allowance's expiration.
  const forever = end === undefined || (kind !== 'eip2612' && end === 0n);
  return {
    kind,
    token: tokenAddress,
    spender: spenderAddress,
    amount: value,
    amountPath,
    until: forever ? undefined : end,
    unlimited,
  };
}

/**
 * The allowances typed data would give when signed, when it is a known approval: an EIP-2612 `Permit`, a
 * DAI-style `Permit` (`allowed`), or Uniswap Permit2's `PermitSingle`, `PermitBatch`, `PermitTransferFrom`
 * (and its batch form). Empty for anything else.
 */
export function decodePermits(typedData: SiteTypedData): PermitApproval[] {
  const { primaryType, message, domain } = typedData;
  const approvals: (PermitApproval | undefined)[] = [];
  if (primaryType === 'Permit' && has(typedData, 'allowed'))
    approvals.push(
      approval(
        'dai',
        domain.verifyingContract,
        message.spender,
        message.allowed === true ? 2n ** 256n - 1n : 0n,
        ['allowed'],
        message.expiry,
      ),
    );
  else if (primaryType === 'Permit' && has(typedData, 'value'))
    approvals.push(
      approval(
        'eip2612',
        domain.verifyingContract,
        message.spender,
        message.value,
        ['value'],
        message.deadline,
      ),
    );
  else if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const single = primaryType === 'PermitSingle';
    const details = single ? [message.details] : message.details;
    for (const [i, detail] of (Array.isArray(details) ? details : []).entries()) {
      const d = record(detail);
      const path = single ? ['details', 'amount'] : ['details', `${i}`, 'amount'];
      approvals.push(d && approval('permit2', d.token, message.spender, d.amount, path, d.expiration));
    }
  } else if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom') {
    const single = primaryType === 'PermitTransferFrom';
    const permitted = single ? [message.permitted] : message.permitted;
    for (const [i, item] of (Array.isArray(permitted) ? permitted : []).entries()) {
      const p = record(item);
      const path = single ? ['permitted', 'amount'] : ['permitted', `${i}`, 'amount'];
      approvals.push(p && approval('permit2', p.token, message.spender, p.amount, path, message.deadline));
    }
  }
  return approvals.filter((a) => a !== undefined);
}

/** Whether a permit stays usable far beyond now (unix seconds): never ending, or in more than 30 days. */
export function isFarDeadline(permit: PermitApproval, nowSeconds: bigint): boolean {
  return permit.until === undefined || permit.until - nowSeconds > FAR_DEADLINE_SECONDS;
}
