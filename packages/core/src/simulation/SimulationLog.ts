import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';

/** One log of a simulated call, as a node returns it (only the fields decoding needs). */
export interface SimulationLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
}
