// npm run faucet -- <address> [amount in FTM]: asks the running devnet's faucet for test FTM and tokens.
import { devnetUrl } from './devnetUrl.ts';

const [address, amount] = process.argv.slice(2);
if (address === undefined) {
  console.error('usage: faucet <address> [amount]');
  process.exit(2);
}
const response = await fetch(`${devnetUrl}/faucet`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(amount === undefined ? { address } : { address, amount }),
}).catch((cause: unknown) => {
  console.error(`no devnet at ${devnetUrl} (start it with npm start): ${String(cause)}`);
  process.exit(1);
});
const body = (await response.json()) as { ftm?: string; error?: string };
if (!response.ok) {
  console.error(`faucet refused: ${body.error ?? response.status}`);
  process.exit(1);
}
console.log(`sent ${BigInt(body.ftm ?? '0') / 10n ** 18n} FTM and test tokens to ${address}`);
