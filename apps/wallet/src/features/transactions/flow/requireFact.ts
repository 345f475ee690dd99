/** A fact the flow asked for (`needs`), which the confirmation read before planning: its absence is a bug. */
export function requireFact(value: bigint | undefined, name: string): bigint {
  if (value === undefined) throw new Error(`the plan needs the ${name}, which its flow did not ask for`);
  return value;
}
