/** '1234567' → '1,234,567' (the spec's display sample '10,000.00 FTM'). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
