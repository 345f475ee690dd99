import { NETWORK_IDS, validateSlippageReserve, validateSlippageTolerance } from '@fantom-wallet/core';
// zod/mini: the same validation in a fraction of the bytes, which matters for the first load's budget.
import { z } from 'zod/mini';
import { isProviderUrl } from './isProviderUrl.ts';

const networkId = z.enum(NETWORK_IDS);

/**
 * Persisted settings (docs/storage.md#settings-store, defaults in docs/settings.md#numbers). Every field has
 * a default so that a bad field falls back alone. `darkMode`, `autoDarkMode` and `rtl` are also read by
 * public/color-scheme.js before the app loads.
 */
export const settingsSchema = z.object({
  currency: z._default(z.enum(['USD', 'EUR']), 'USD'),
  fractionDigits: z._default(z.int().check(z.minimum(1), z.maximum(6)), 2),
  language: z._default(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)), 'en-US'),
  darkMode: z._default(z.boolean(), true),
  autoDarkMode: z._default(z.boolean(), false),
  rtl: z._default(z.boolean(), false),
  /**
   * The swap slippage tolerance: percent as typed, e.g. '0.5' (0.1 to 100). Every swap's limits, fUNI's and
   * fSwap's alike (docs/settings.md#slippage); the original wallet's `fUniswapSlippageTolerance`.
   */
  swapSlippageTolerance: z._default(
    z.string().check(z.refine((value) => validateSlippageTolerance(value).ok)),
    '0.5',
  ),
  /** Percent as typed, e.g. '0.3' (0 to 100); the original wallet's configured default. */
  defiSlippageReserve: z._default(
    z.string().check(z.refine((value) => validateSlippageReserve(value).ok)),
    '0.3',
  ),
  /** Unset: the app picks the runtime config's default network. */
  networkId: z.exactOptional(networkId),
  customProviders: z._default(
    z.partialRecord(networkId, z.array(z.string().check(z.refine(isProviderUrl))).check(z.maxLength(20))),
    {},
  ),
  /** Sort state per data-table code. */
  tableLayouts: z._default(
    z.record(
      z.string().check(z.minLength(1), z.maxLength(100)),
      z.object({ sortBy: z.string().check(z.maxLength(100)), direction: z.enum(['asc', 'desc']) }),
    ),
    {},
  ),
});
