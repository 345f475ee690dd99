/**
 * docs/send.md#bridge-address-rules: one central-exchange deposit address (Binance's BEP2 deposit address,
 * which needs a memo) is refused for bridge sends, because deposits without the right memo are lost.
 */
export const BNB_DEPOSIT_ADDRESS_WITH_MEMO = 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23';
