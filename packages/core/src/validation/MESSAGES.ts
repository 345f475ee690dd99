/**
 * Every user-facing rule message, worded as the pages under docs/ quote them (each page's Messages section),
 * in one place so the app's catalogue and the tests use the same text.
 */
export const MESSAGES = {
  // docs/wallets.md#messages, docs/contacts.md#messages, docs/account.md#custom-tokens,
  // docs/settings.md#messages
  password:
    'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
  passwordMismatch: 'The entered password does not match',
  passwordRequired: 'Type a password',
  notJson: 'Not valid JSON file.',
  badKeystore: 'Bad keystore file or password.',
  blank: 'This field cannot be blank',
  orderRange: (max: number | bigint) => `Value must be between 1 and ${max}`,
  notValidAddress: (chain: 'fantom' | 'ethereum' | 'binance') => `Not valid ${chain} address`,
  addressExists: 'Address already exists',
  invalidTokenAddress: 'Invalid Address',
  symbolTooLong: 'Symbol must be 11 characters or fewer',
  slippageTolerance: 'Value must be between 0.1% and 100%',
  // docs/wallets.md#messages, docs/account.md#bad-wallet
  wrongMnemonicOrder: 'Incorrect mnemonic phrase order.',
  duplicateAccount: 'An account with this address already exists',
  keystoreLoaded: 'Keystore successfully loaded',
  badWallet: 'Bad wallet',
  // our wording, shown next to a disabled button or a refused value (docs/wallets.md#messages,
  // docs/account.md#custom-tokens, docs/settings.md#messages)
  mnemonicWordCount: 'Enter 12 or 24 words',
  mnemonicInvalid: 'Invalid mnemonic phrase',
  privateKeyInvalid: 'Invalid private key',
  tokenDecimals: 'Decimals must be a whole number of at least 1',
  slippageReserve: 'Value must be between 0% and 100%',
  decimalPoints: 'Value must be between 1 and 6',
  // docs/send.md#messages
  invalidAmount: 'Invalid amount',
  noBalanceLeft: 'You have no balance left',
  transferMax: (amount: string, symbol: string) => `You can transfer max ${amount} ${symbol}`,
  transferMin: (amount: string, symbol: string) => `You must transfer at least ${amount} ${symbol}`,
  invalidOperaAddress: 'Enter a valid Opera FTM address or domain name',
  invalidBnbAddress: 'Enter a valid BNB address',
  invalidEthAddress: 'Enter a valid ETH address',
  // our wording (docs/send.md#bridge-address-rules)
  bnbDepositAddress:
    'Deposits to this exchange address are disabled to avoid memo errors. Please use your ERC20 deposit address instead.',
  bridgeDown: 'Bridge is down',
  transactionError: 'Transaction Error',
  notEnoughForGas: 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
  // docs/staking.md#delegate, docs/staking.md#restake-limit
  stakeMin: "You can't stake amount less than 1 FTM",
  stakeMax: (amount: string) => `You can stake max ${amount} FTM`,
  stakingLimit: (amount: string, validatorName: string) =>
    `Staking limit reached. You can stake max ${amount} FTM on validator ${validatorName}`,
  restakeLimit: (amount: string, validatorName: string, validatorId: string) =>
    `Staking limit reached. You can restake max ${amount} FTM on validator ${validatorName}, ${validatorId}`,
  selectValidator: 'Please select a validator',
  // docs/staking.md#detail-messages
  claimBeforeUndelegate: 'You need to claim all pending rewards before undelegating.',
  cannotRepaySftm: "Can't repay sFTM, not enough unlocked sFTM",
  repayBeforeUndelegate: "Can't undelegate, repay sFTM first please",
  repayBeforeWithdraw: "Can't withdraw, repay sFTM first please",
  // docs/staking.md#lock-days, docs/staking.md#lock-amount
  maxLockDaysReached: 'You have reached maximum days to lock delegation.',
  validatorLockTooShort: (days: number) =>
    `Validator doesn't lock delegations or lock time is less than ${days} days.`,
  lockMin: "You can't lock amount less than 1 FTM",
  lockMax: (amount: string) => `You can lock max ${amount} FTM`,
  // docs/staking.md#undelegate, docs/staking.md#unlock-before-undelegating
  undelegateRange: (max: string) => `You can undelegate min 1 FTM and max ${max} FTM`,
  slashingApplied: (amount: string) => `${amount} FTM slashing applied`,
  // docs/staking.md#withdraw
  needWithdrawRequestId: 'Need withdrawRequestID',
  // docs/staking.md#withdraw-requests (the final request)
  withdrawOthersFirst: 'Withdraw the other pending requests of this delegation first',
} as const;
