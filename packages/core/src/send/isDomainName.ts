/** Whether text looks like a name-service domain ('alice.ftm'), so only such text is sent to a resolver. */
export function isDomainName(text: string): boolean {
  return /^[\p{L}\p{N}_-]+(\.[\p{L}\p{N}_-]+)+$/u.test(text.trim()) && !/^0x/i.test(text.trim());
}
