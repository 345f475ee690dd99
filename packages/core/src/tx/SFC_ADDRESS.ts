/** The SFC lives at this address on every network (ARCHITECTURE.md). */
export const SFC_ADDRESS = '0xFC00FACE00000000000000000000000000000000';
