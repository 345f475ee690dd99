// Public API of the simulation feature (docs/simulation.md): the panel every confirmation shows below its rows,
// loaded on first use in a chunk of its own, so no first screen carries it.
export { SimulationPanel } from './LazySimulationPanel.tsx';
export type { SimulatedCall } from './SimulatedCall.ts';
export type { SimulationPanelProps } from './SimulationPanel.tsx';
