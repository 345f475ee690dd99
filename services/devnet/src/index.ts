export type { AnvilInstance, StartAnvilOptions } from './anvil.ts';
export { startAnvil } from './anvil.ts';
export { freePort } from './freePort.ts';
