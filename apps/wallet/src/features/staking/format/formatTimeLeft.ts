/** Time remaining as the withdraw button shows it: '6d 23h', '2h 5m', '45s' (two largest units). */
export function formatTimeLeft(seconds: bigint): string {
  const s = seconds < 0n ? 0n : seconds;
  const days = s / 86_400n;
  const hours = (s % 86_400n) / 3_600n;
  const minutes = (s % 3_600n) / 60n;
  const rest = s % 60n;
  if (days > 0n) return `${days}d ${hours}h`;
  if (hours > 0n) return `${hours}h ${minutes}m`;
  if (minutes > 0n) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}
