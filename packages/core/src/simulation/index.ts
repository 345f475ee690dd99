export { type AssetMove, assetMove, netAssetChanges } from './assetMoves.ts';
export { balanceChange } from './balanceChange.ts';
export { BLOCK_VALUES, type BlockValue, blockValuesRead, initCodeOf } from './blockValuesRead.ts';
export { type CallIntent, callIntents, mayTakeUnstated } from './callIntents.ts';
export { decodeMethod } from './decodeMethod.ts';
export { decodeRevertReason } from './decodeRevertReason.ts';
export { decodeTokenEvents, TOKEN_EVENT_TOPICS } from './decodeTokenEvents.ts';
export {
  finalApprovals,
  type SimulatedApproval,
  type WithdrawnApproval,
  withdrawnApprovals,
} from './finalApprovals.ts';
export { type CallCost, firstUnaffordableCall } from './firstUnaffordableCall.ts';
export { isUnlimitedApproval, UNLIMITED_APPROVAL_FLOOR } from './isUnlimitedApproval.ts';
export { NATIVE_TRANSFER_ADDRESS } from './NATIVE_TRANSFER_ADDRESS.ts';
export { SIMULATION_MESSAGES } from './SIMULATION_MESSAGES.ts';
export { assetKey, type SimulatedAsset } from './SimulatedAsset.ts';
export type { SimulationLog } from './SimulationLog.ts';
export type { TokenEvent } from './TokenEvent.ts';
export { tokenStandardAbi } from './tokenStandardAbi.ts';
