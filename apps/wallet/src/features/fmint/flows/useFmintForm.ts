import { parseAmount, toDecimalString, tokenValue } from '@fantom-wallet/core';
import { useState } from 'react';
import { type FmintData, type FmintToken, findToken } from '../data/FmintData.ts';
import { type FmintMode, isPickerMode } from '../overview/FmintAction.ts';
import type { FmintOrder } from './FmintOrder.ts';

/** What the fMint window gives either form (CollateralForm, DebtForm). */
export interface FmintFormProps {
  address: string;
  data: FmintData;
  mode: FmintMode;
  tokenAddress?: string | undefined;
  onSubmit: (order: FmintOrder) => void;
}

/**
 * The state both fMint forms keep: the picked token (the one asked for, else `fallback`) and the typed amount.
 * A new pick clears the typed amount, so the slider starts again from the new token's current amount.
 */
export function useFmintForm(
  tokens: readonly FmintToken[],
  mode: FmintMode,
  tokenAddress: string | undefined,
  fallback: FmintToken | undefined,
) {
  const [picked, setPicked] = useState<string | undefined>(tokenAddress);
  const token = findToken(tokens, picked) ?? fallback;
  const [text, setText] = useState<string | null>(null);
  const picker =
    token && isPickerMode(mode)
      ? {
          tokens,
          value: token.address,
          onPick: (address: string) => {
            setPicked(address);
            setText(null);
          },
        }
      : null;
  return { token, text, setText, picker };
}

/**
 * The amount the slider shows (the typed text, else the current amount) and the target it parses to; null while
 * the text is no amount.
 */
export function typedTarget(
  text: string | null,
  current: bigint,
  decimals: number,
): { shown: string; target: bigint | null } {
  const shown = text ?? toDecimalString(current, decimals);
  const parsed = parseAmount(shown, decimals);
  return { shown, target: parsed.ok ? parsed.value : null };
}

/** A position's total value once `token` goes from `current` to `target` (unchanged while there is no target). */
export function valueAfter(total: bigint, token: FmintToken, current: bigint, target: bigint | null): bigint {
  return (
    total -
    tokenValue(current, token.price, token.priceDecimals) +
    tokenValue(target ?? current, token.price, token.priceDecimals)
  );
}
