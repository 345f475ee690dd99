// Public API of the names feature: resolving a registered name to an address through the network's registry.
export { resolveName } from './resolveName.ts';
