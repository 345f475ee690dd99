/** The devnet's well-known mnemonic (anvil's default accounts, seeded by the devnet): every bench's accounts. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
