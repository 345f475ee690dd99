/** docs/contacts.md#name: 'Contact N', N = the number of contacts plus one. */
export function defaultContactName(contactCount: number): string {
  return `Contact ${contactCount + 1}`;
}
