import { type Hex, hexToBytes } from 'viem';

const decoder = new TextDecoder('utf-8', { fatal: false });

/** An option's label from its bytes32: the UTF-8 text before the right padding of zero bytes. */
export function optionName(option: Hex): string {
  const bytes = hexToBytes(option);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return decoder.decode(bytes.subarray(0, end));
}
