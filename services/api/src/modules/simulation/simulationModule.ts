import { ApiError } from '../../errors/ApiError.ts';
import type { ApiModule } from '../ApiModule.ts';
import { type FwalletSimulationResult, unavailable } from './FwalletSimulationResult.ts';
import { parseSimulationCalls } from './parseSimulationCalls.ts';
import { SIMULATION_LIMITS } from './SIMULATION_LIMITS.ts';
import type { SimulationServices } from './SimulationServices.ts';
import { NoSimulationMethodError, simulateCalls } from './simulateCalls.ts';

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Why there is no simulation, in words the wallet shows after 'Simulation unavailable: '. */
function reasonOf(error: unknown): string {
  if (error instanceof NoSimulationMethodError) return error.message;
  if (error instanceof ApiError && error.code === 'CHAIN_UNAVAILABLE')
    return 'the chain node is not reachable';
  return 'the chain node could not simulate the transaction';
}

/**
 * Pre-sign simulation (docs/simulation.md): `fwalletSimulate`, our own field beside the public API's. Bad input
 * is a GraphQL error; anything the node does wrong is `available: false`, because a simulation is a hint the
 * wallet shows, never a gate on sending.
 */
export const simulationModule: ApiModule = {
  name: 'simulation',
  services: (): { simulation: SimulationServices } => ({ simulation: { tokenInfo: new Map() } }),
  resolvers: {
    Query: {
      fwalletSimulate: async (_parent, { from, calls }, services): Promise<FwalletSimulationResult> => {
        const parsed = parseSimulationCalls(calls);
        const work = simulateCalls(services, from, parsed);
        // A late answer is dropped, but its rejection must not go unhandled.
        work.catch(() => undefined);
        try {
          const answer = await withTimeout(work, SIMULATION_LIMITS.timeoutMs);
          return answer === TIMED_OUT ? unavailable('the simulation took longer than 3 s') : answer;
        } catch (error) {
          services.log(`fwalletSimulate: ${error instanceof Error ? error.message : String(error)}`);
          return unavailable(reasonOf(error));
        }
      },
    },
  },
};
