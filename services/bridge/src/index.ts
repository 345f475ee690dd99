export { BRIDGE_ERROR_CODES, type BridgeErrorCode } from './BridgeError.ts';
export { type BridgeDirection, type BridgeToken, bridgeDirections, bridgeTokens } from './bridgeTokens.ts';
export { farChain, farChainId } from './farChain.ts';
export { type RunningBridge, type StartBridgeOptions, startBridge } from './startBridge.ts';
