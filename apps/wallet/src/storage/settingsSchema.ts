import { validateSlippageReserve, validateSlippageTolerance } from '@fantom-wallet/core';
import { z } from 'zod';
import { isProviderUrl } from './isProviderUrl.ts';
import { NETWORK_IDS } from './NETWORK_IDS.ts';

const networkId = z.enum(NETWORK_IDS);

/**
 * Persisted settings (spec 1 §3, ERRATA defaults). Every field has a default so that a bad field falls back
 * alone. `darkMode`, `autoDarkMode` and `rtl` are also read by public/color-scheme.js before the app loads.
 */
export const settingsSchema = z.object({
  currency: z.enum(['USD', 'EUR']).default('USD'),
  fractionDigits: z.number().int().min(1).max(6).default(2),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)
    .default('en-US'),
  darkMode: z.boolean().default(true),
  autoDarkMode: z.boolean().default(false),
  rtl: z.boolean().default(false),
  /** Percent as typed, e.g. '0.5' (0.1 to 100). */
  fUniswapSlippageTolerance: z
    .string()
    .refine((value) => validateSlippageTolerance(value).ok)
    .default('0.5'),
  /** Percent as typed, e.g. '0.3' (0 to 100); the original wallet's configured default. */
  defiSlippageReserve: z
    .string()
    .refine((value) => validateSlippageReserve(value).ok)
    .default('0.3'),
  /** Unset: the app picks the runtime config's default network. */
  networkId: networkId.exactOptional(),
  customProviders: z.partialRecord(networkId, z.array(z.string().refine(isProviderUrl)).max(20)).default({}),
  /** Sort state per data-table code. */
  tableLayouts: z
    .record(
      z.string().min(1).max(100),
      z.object({ sortBy: z.string().max(100), direction: z.enum(['asc', 'desc']) }),
    )
    .default({}),
});
