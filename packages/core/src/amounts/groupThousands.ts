/** '1234567' → '1,234,567' (the display sample of docs/account.md#amounts-and-prices, '10,000.00 FTM'). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
