// Public API of @fantom-wallet/core, grouped by domain. Everything is pure TypeScript: no DOM, no network.

// amounts and display
export { applyBasisPoints } from './amounts/applyBasisPoints.ts';
export { BASIS_POINTS } from './amounts/BASIS_POINTS.ts';
export { fiatValue } from './amounts/fiatValue.ts';
export { type FormatAmountOptions, formatAmount } from './amounts/formatAmount.ts';
export { formatAmountFull } from './amounts/formatAmountFull.ts';
export { PRICE_DECIMALS } from './amounts/PRICE_DECIMALS.ts';
export { parseAmount } from './amounts/parseAmount.ts';
export { parsePrice } from './amounts/parsePrice.ts';
export { parseUint } from './amounts/parseUint.ts';
export { shortenAddress } from './amounts/shortenAddress.ts';
export { toDecimalString } from './amounts/toDecimalString.ts';
export { tokenDisplayDecimals } from './amounts/tokenDisplayDecimals.ts';
export { truncatePrice } from './amounts/truncatePrice.ts';
export { WEI_PER_FTM } from './amounts/WEI_PER_FTM.ts';
// the API's error codes (shared by the server and the wallet)
export { API_ERROR_CODES, type ApiErrorCode } from './api/API_ERROR_CODES.ts';
// bridge sends (docs/bridge.md)
export {
  BRIDGE,
  type BridgeDirection,
  isBridgeDirection,
  SEND_DIRECTIONS,
  type SendDirection,
} from './bridge/BRIDGE.ts';
export { BRIDGE_MESSAGES, type BridgeErrorCode } from './bridge/BRIDGE_MESSAGES.ts';
export { type BridgeTokenDirections, bridgeDirectionsFor } from './bridge/bridgeDirectionsFor.ts';
export { bridgeReceived, contactPickerMode, showsMemo } from './bridge/bridgeForm.ts';
export { validateBridgeRecipient } from './bridge/bridgeRecipient.ts';
export * from './chainText/index.ts'; // text from the chain: sanitiser, look-alike tokens, links (SECURITY.md)
// fMint (docs/fmint.md)
export { buildFmintCall, buildFmintRewardCall, type FmintCall } from './defi/fmint/buildFmintCall.ts';
export { clampToBounds } from './defi/fmint/clampToBounds.ts';
export { type CollateralBoundsInput, collateralBounds } from './defi/fmint/collateralBounds.ts';
export {
  collateralRatio,
  collateralRatioColor,
  collateralRatioRing,
  type RatioColor,
  shownCollateralRatio,
} from './defi/fmint/collateralRatio.ts';
export { type DebtBoundsInput, debtBounds } from './defi/fmint/debtBounds.ts';
export { debtLimit, isNearLiquidation } from './defi/fmint/debtLimit.ts';
export { FMINT } from './defi/fmint/FMINT.ts';
export { FMINT_MESSAGES } from './defi/fmint/FMINT_MESSAGES.ts';
export { fmintDisplayDecimals } from './defi/fmint/fmintDisplayDecimals.ts';
export { isDepositMoreNeeded } from './defi/fmint/isDepositMoreNeeded.ts';
export { maxMintable, maxMintableValue } from './defi/fmint/maxMintable.ts';
export { mintFee, mintReceived } from './defi/fmint/mintFee.ts';
export { type CollateralChange, planCollateralChange } from './defi/fmint/planCollateralChange.ts';
export { type DebtChange, planDebtChange } from './defi/fmint/planDebtChange.ts';
export { lessSlippageReserve } from './defi/fmint/slippageReserve.ts';
export { amountForValue, tokenValue } from './defi/fmint/tokenValue.ts';
// fSwap: wrap, unwrap and fUSD–synth trades (docs/fswap.md)
export { buildWftmDeposit, buildWftmWithdraw } from './defi/fswap/buildFswapCall.ts';
export { checkSwapAmount, type SwapAmountCheck } from './defi/fswap/checkSwapAmount.ts';
export { FSWAP } from './defi/fswap/FSWAP.ts';
export { FSWAP_MESSAGES } from './defi/fswap/FSWAP_MESSAGES.ts';
export type { FswapTokenKind } from './defi/fswap/FswapTokenKind.ts';
export { type FswapRoute, fswapRoute } from './defi/fswap/fswapRoute.ts';
export { kindOfFswapToken } from './defi/fswap/kindOfFswapToken.ts';
export { maxSwapFrom } from './defi/fswap/maxSwapFrom.ts';
export { amountAtPercent, percentOfMax } from './defi/fswap/percentOfMax.ts';
export { swapAllowanceMarginBps } from './defi/fswap/swapLimits.ts';
export { swapPrice } from './defi/fswap/swapPrice.ts';
export * from './defi/uniswap/index.ts'; // fUNI: Uniswap V2 swaps, liquidity and charts (docs/funi.md)
// errors and results
export { AddressMismatchError } from './errors/AddressMismatchError.ts';
export { KeystoreError, type KeystoreErrorCode } from './errors/KeystoreError.ts';
export { ValidationError } from './errors/ValidationError.ts';
export { WalletError, type WalletErrorOptions } from './errors/WalletError.ts';
// fees, gas and nonce
export { balanceReserve } from './fees/balanceReserve.ts';
export { entireBalanceAmount } from './fees/entireBalanceAmount.ts';
export { GAS } from './fees/GAS.ts';
export { gasLimitFromEstimate } from './fees/gasLimitFromEstimate.ts';
export { gasPriceToUse } from './fees/gasPriceToUse.ts';
export { maxSendable } from './fees/maxSendable.ts';
export { nextNonce } from './fees/nextNonce.ts';
export { type NetworkFees, type SiteFeeDecision, type SiteFeeFields, siteFees } from './fees/siteFees.ts';
export { transactionFee } from './fees/transactionFee.ts';
// governance (docs/governance.md)
export { buildGovernanceCall, type GovernanceCall } from './governance/buildGovernanceCall.ts';
export { GOVERNANCE_MESSAGES } from './governance/GOVERNANCE_MESSAGES.ts';
export { governanceAbi } from './governance/governanceAbi.ts';
export { middleOpinion, opinionScaleLabels } from './governance/opinionScale.ts';
export { parseChoices, parseProposalId, parseRouteAddress } from './governance/parseGovernanceParams.ts';
export { fixedPointPercent, GOVERNANCE_ONE, percentOf } from './governance/percentOf.ts';
export {
  PROPOSAL_STATUS,
  type ProposalStateLabel,
  proposalStateLabel,
  proposalWinner,
} from './governance/proposalState.ts';
export { type VotingBlock, type VotingInput, votingState } from './governance/votingState.ts';
// keys and mnemonics
export { accountFromMnemonic } from './keys/accountFromMnemonic.ts';
export { accountFromPrivateKey } from './keys/accountFromPrivateKey.ts';
export type { DerivedAccount } from './keys/DerivedAccount.ts';
export { derivationPath } from './keys/derivationPath.ts';
export { findWellKnownSecret, type WellKnownSecretNotice } from './keys/findWellKnownSecret.ts';
export { generateMnemonic } from './keys/generateMnemonic.ts';
export { MNEMONIC_STRENGTH } from './keys/MNEMONIC_STRENGTH.ts';
export { normalizeMnemonic } from './keys/normalizeMnemonic.ts';
export { validateMnemonic } from './keys/validateMnemonic.ts';
export { validatePrivateKey } from './keys/validatePrivateKey.ts';
export { WELL_KNOWN_SECRETS } from './keys/WELL_KNOWN_SECRETS.ts';
// keystore v3
export { decryptKeystore } from './keystore/decryptKeystore.ts';
export { type EncryptKeystoreOptions, encryptKeystore } from './keystore/encryptKeystore.ts';
export { KDF_LIMITS } from './keystore/KDF_LIMITS.ts';
export { KEYSTORE_SCRYPT_DEFAULTS } from './keystore/KEYSTORE_SCRYPT_DEFAULTS.ts';
export type { KeystoreV3, Pbkdf2Params, ScryptParams } from './keystore/KeystoreV3.ts';
export { keystoreFileName } from './keystore/keystoreFileName.ts';
export type { ParsedKeystore } from './keystore/ParsedKeystore.ts';
export { parseKeystore } from './keystore/parseKeystore.ts';
// networks
export { createDevnetNetwork, type DevnetOptions } from './networks/createDevnetNetwork.ts';
export { DEVNET_FTM_PRICES } from './networks/DEVNET_FTM_PRICES.ts';
export { explorerUrl } from './networks/explorerUrl.ts';
export type { NetworkContracts } from './networks/NetworkContracts.ts';
export type { NetworkDefinition } from './networks/NetworkDefinition.ts';
export { NETWORK_IDS, type NetworkId } from './networks/NetworkId.ts';
export { OPERA_MAINNET } from './networks/OPERA_MAINNET.ts';
export { OPERA_TESTNET } from './networks/OPERA_TESTNET.ts';
export { registryTokens } from './networks/registryTokens.ts';
// send (docs/send.md)
export { BNB_DEPOSIT_ADDRESS_WITH_MEMO } from './send/BNB_DEPOSIT_ADDRESS_WITH_MEMO.ts';
export { isDomainName } from './send/isDomainName.ts';
export type { Recipient } from './send/Recipient.ts';
export { validateBnbAddress } from './send/validateBnbAddress.ts';
export { validateEthAddress } from './send/validateEthAddress.ts';
export { validateGasLimit } from './send/validateGasLimit.ts';
export { validateGasPriceGwei } from './send/validateGasPriceGwei.ts';
export { validateRecipient } from './send/validateRecipient.ts';
export { type SendAmountContext, validateSendAmount } from './send/validateSendAmount.ts';
// signing
export { signedTransactionHash } from './signing/signedTransactionHash.ts';
export { signTransaction } from './signing/signTransaction.ts';
export {
  type LegacyTypedField,
  legacyTypedDataHash,
  parseLegacyTypedData,
  parseTypedData,
  type SiteSignatureRequest,
  type SiteTypedData,
  signSiteRequest,
  toBigInt,
  typedDataChainId,
} from './signing/siteSignatures.ts';
export * from './simulation/index.ts'; // pre-sign simulation: decoding logs, reverts and methods (docs/simulation.md)
// staking (docs/staking.md)
export { amountToUnlock } from './staking/amountToUnlock.ts';
export { checkRestakeLimit } from './staking/checkRestakeLimit.ts';
export { clampLockDays } from './staking/clampLockDays.ts';
export type { DelegationState } from './staking/DelegationState.ts';
export {
  type DelegationFlags,
  type DelegationFlagsContext,
  delegationFlags,
} from './staking/delegationFlags.ts';
export { generateWithdrawRequestId } from './staking/generateWithdrawRequestId.ts';
export type { LockRange } from './staking/LockRange.ts';
export { type LockDaysInput, lockDaysRange } from './staking/lockDaysRange.ts';
export { lockDurationSeconds } from './staking/lockDurationSeconds.ts';
export { STAKING } from './staking/STAKING.ts';
export { undelegateAmountAfterUnlock } from './staking/undelegateAmountAfterUnlock.ts';
export { validateLockAmount } from './staking/validateLockAmount.ts';
export { type StakeAmountContext, validateStakeAmount } from './staking/validateStakeAmount.ts';
export { validateUndelegateAmount } from './staking/validateUndelegateAmount.ts';
export { validateValidatorSelected } from './staking/validateValidatorSelected.ts';
export type { WithdrawRequestStatus } from './staking/WithdrawRequestStatus.ts';
export {
  type WithdrawRequestContext,
  type WithdrawRequestInput,
  withdrawRequestState,
} from './staking/withdrawRequestState.ts';
// transactions: builders, the shared fee step, status
export { erc20AllowanceChangeAbi } from './tx/abi/erc20AllowanceChangeAbi.ts';
export { nameRegistryAbi } from './tx/abi/nameRegistryAbi.ts';
export { sfcAbi } from './tx/abi/sfcAbi.ts';
export { stakeTokenizerAbi } from './tx/abi/stakeTokenizerAbi.ts';
export { buildErc20Approve } from './tx/buildErc20Approve.ts';
export { buildErc20IncreaseAllowance } from './tx/buildErc20IncreaseAllowance.ts';
export { buildErc20Transfer } from './tx/buildErc20Transfer.ts';
export { buildFtmTransfer } from './tx/buildFtmTransfer.ts';
export { buildNameLookup } from './tx/buildNameLookup.ts';
export { buildSetApprovalForAll } from './tx/buildSetApprovalForAll.ts';
export { buildSfcCall, type SfcCall } from './tx/buildSfcCall.ts';
export { buildStakeTokenizerCall } from './tx/buildStakeTokenizerCall.ts';
export type { PreparedTransaction } from './tx/PreparedTransaction.ts';
export { type ApprovalInput, type ApprovalPlan, planApproval } from './tx/planApproval.ts';
export { type PrepareTransactionOptions, prepareTransaction } from './tx/prepareTransaction.ts';
export type { TransactionCall } from './tx/TransactionCall.ts';
export { transactionStatus } from './tx/transactionStatus.ts';
export type { Address } from './types/Address.ts';
export { addressKey } from './types/addressKey.ts';
export { checksumAddress } from './types/checksumAddress.ts';
export type { Hash } from './types/Hash.ts';
export type { Hex } from './types/Hex.ts';
export type { Result } from './types/Result.ts';
export { sameAddress } from './types/sameAddress.ts';
// validation: the forms' rules and messages (docs/wallets.md, docs/contacts.md, docs/settings.md)
export type { Blockchain } from './validation/Blockchain.ts';
export { MESSAGES } from './validation/MESSAGES.ts';
export { validateAddress } from './validation/validateAddress.ts';
export { type ContactAddressContext, validateContactAddress } from './validation/validateContactAddress.ts';
export { validateDecimalPoints } from './validation/validateDecimalPoints.ts';
export { validateName } from './validation/validateName.ts';
export { validateOrder } from './validation/validateOrder.ts';
export { validatePassword } from './validation/validatePassword.ts';
export { validatePasswordConfirmation } from './validation/validatePasswordConfirmation.ts';
export { validatePasswordPresent } from './validation/validatePasswordPresent.ts';
export { validateSlippageReserve } from './validation/validateSlippageReserve.ts';
export { validateSlippageTolerance } from './validation/validateSlippageTolerance.ts';
export { validateTokenAddress } from './validation/validateTokenAddress.ts';
export { validateTokenDecimals } from './validation/validateTokenDecimals.ts';
export { validateTokenSymbol } from './validation/validateTokenSymbol.ts';
