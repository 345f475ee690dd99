import {
  type FwalletCallInput,
  type FwalletSimulation,
  fwalletSimulate,
  GraphQLResponseError,
  type RequestSender,
  request,
} from '@fantom-wallet/api-client';
import { SIMULATION_TIMING } from './SIMULATION_TIMING.ts';
import type { SimulatedCall } from './SimulatedCall.ts';

const hex = (value: bigint): `0x${string}` => `0x${value.toString(16)}`;

/** Said when no answer came in time. */
export const SIMULATION_TOO_LONG = 'no answer from the API';

/** Said when the API provider is a public one, without our simulation field. */
export const PROVIDER_CANNOT_SIMULATE = 'this API provider cannot simulate transactions';

/** A call as the API takes it: the fields the transaction will carry, quantities as hex. */
function callInput(call: SimulatedCall): FwalletCallInput {
  // Without `to` the API simulates a contract creation.
  const input: FwalletCallInput = { value: hex(call.value), data: call.data };
  if (call.to !== null) input.to = call.to;
  if (call.gas !== undefined) input.gas = hex(call.gas);
  if (call.gasPrice !== undefined && call.maxPriorityFeePerGas !== undefined) {
    input.maxFeePerGas = hex(call.gasPrice);
    input.maxPriorityFeePerGas = hex(call.maxPriorityFeePerGas);
  } else if (call.gasPrice !== undefined) input.gasPrice = hex(call.gasPrice);
  if (call.nonce !== undefined) input.nonce = hex(BigInt(call.nonce));
  return input;
}

/**
 * What `calls` from `from` would do, as they will be signed (docs/simulation.md#how-the-api-simulates). A provider
 * without the field (a public Fantom API) answers as unavailable, like a node that cannot simulate: a simulation
 * is a hint, never a gate. Other failures (offline, the API down) reject, and the panel says so in the same grey
 * line.
 */
export async function fetchSimulation(
  transport: RequestSender,
  from: `0x${string}`,
  calls: readonly SimulatedCall[],
  signal?: AbortSignal,
): Promise<FwalletSimulation> {
  const input = calls.map(callInput);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The transport retries an unreachable API with backoff; the panel says it has no answer rather than wait.
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(SIMULATION_TOO_LONG)), SIMULATION_TIMING.answerWithinMs);
  });
  try {
    const answer = request(transport, fwalletSimulate, { from, calls: input }, signal);
    return (await Promise.race([answer, tooLong])).fwalletSimulate;
  } catch (error) {
    if (error instanceof GraphQLResponseError && /fwalletSimulate|FwalletCall/.test(error.message))
      return {
        available: false,
        unavailableReason: PROVIDER_CANNOT_SIMULATE,
        blockNumber: null,
        calls: [],
        changes: [],
        approvals: [],
        revoked: [],
      };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
