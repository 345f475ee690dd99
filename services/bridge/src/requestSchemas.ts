import { z } from 'zod';
import { bridgeDirections } from './bridgeTokens.ts';

// Every field a string of bounded length: anything else (numbers, objects, megabytes) is 'Bad parameters'.
const text = (max: number) => z.string().max(max);

export const ethBalancesRequest = z.object({ eth_address: text(100), token_uuid: text(64) });
export const bnbBalancesRequest = z.object({ bnb_address: text(100), token_uuid: text(64) });
export const swapRequest = z.object({
  direction: z.enum(bridgeDirections),
  token_uuid: text(64),
  eth_address: text(100).optional(),
  bnb_address: text(100).optional(),
  opera_address: text(100),
});
/** BEP2 memos hold at most 128 characters. */
export const finalizeRequest = z.object({
  direction: z.enum(bridgeDirections),
  token_uuid: text(64),
  uuid: text(64),
  memo: text(128).optional(),
});

export const testFailFinalizes = z.object({ count: z.number().int().min(0).max(1000) });
export const testSwitch = z.object({ on: z.boolean() });
