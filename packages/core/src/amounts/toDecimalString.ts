/**
 * Exact plain decimal text of an amount, no grouping: what goes back into an input field
 * ('Entire Balance') or into a message such as 'You can stake max {n} FTM'.
 */
export function toDecimalString(value: bigint, decimals = 18): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
