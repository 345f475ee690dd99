// Advances the running devnet's chain time by N days and seals the epochs a withdrawal needs.
import { devnetUrl } from './devnetUrl.ts';

const days = Number(process.argv[2]);
if (!Number.isFinite(days) || days < 0) {
  console.error('usage: timeTravel <days>');
  process.exit(2);
}
const response = await fetch(`${devnetUrl}/time-travel`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ days }),
}).catch((cause: unknown) => {
  console.error(`no devnet at ${devnetUrl} (start it with npm start): ${String(cause)}`);
  process.exit(1);
});
const body = (await response.json()) as { timestamp?: number; sealedEpoch?: number; error?: string };
if (!response.ok) {
  console.error(`time travel refused: ${body.error ?? response.status}`);
  process.exit(1);
}
console.log(
  `chain time is now ${new Date((body.timestamp ?? 0) * 1000).toISOString()}, sealed epoch ${body.sealedEpoch}`,
);
