import { validateTokenAddress, validateTokenDecimals, validateTokenSymbol } from '@fantom-wallet/core';

/** The watch-asset form as typed. */
export interface WatchAssetForm {
  address: string;
  symbol: string;
  decimals: string;
}

/** EIP-747's wallet_watchAsset parameter for an ERC-20 token. */
export interface WatchAssetParams {
  type: 'ERC20';
  options: { address: string; symbol: string; decimals: number };
}

/**
 * The form's rules (docs/external-wallets.md#settings): a valid address ('Invalid Address'), a symbol of 1 to 11
 * characters ('Symbol must be 11 characters or fewer'), whole decimals of at least 1 (18 by default). Either the
 * request for the wallet or every field's message.
 */
export function checkWatchAsset(
  form: WatchAssetForm,
):
  | { ok: true; params: WatchAssetParams }
  | { ok: false; errors: Partial<Record<keyof WatchAssetForm, string>> } {
  const address = validateTokenAddress(form.address);
  const symbol = validateTokenSymbol(form.symbol);
  const decimals = validateTokenDecimals(form.decimals);
  if (address.ok && symbol.ok && decimals.ok)
    return {
      ok: true,
      params: {
        type: 'ERC20',
        options: { address: address.value, symbol: symbol.value, decimals: decimals.value },
      },
    };
  return {
    ok: false,
    errors: {
      ...(address.ok ? {} : { address: address.error.message }),
      ...(symbol.ok ? {} : { symbol: symbol.error.message }),
      ...(decimals.ok ? {} : { decimals: decimals.error.message }),
    },
  };
}
