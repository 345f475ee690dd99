/** Where the CLIs find a running devnet's HTTP endpoints (DEVNET_URL overrides the default port). */
export const devnetUrl = process.env.DEVNET_URL ?? 'http://127.0.0.1:8546';
