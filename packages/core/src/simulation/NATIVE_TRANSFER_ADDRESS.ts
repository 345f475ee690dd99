import type { Address } from '../types/Address.ts';

/**
 * The address `eth_simulateV1` with `traceTransfers` gives the Transfer logs it adds for every FTM move
 * (docs/simulation.md#how-the-api-simulates).
 */
export const NATIVE_TRANSFER_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
