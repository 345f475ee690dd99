import { type Endpoint, expose } from 'comlink';
import { callSigner } from './callSigner.ts';
import type { SignerApi } from './SignerApi.ts';
import type { SignerRemote } from './SignerRemote.ts';
import { signerProtocol } from './signerProtocol.ts';

type Method = keyof SignerApi;

/** Serves `signer` on `endpoint` (the worker's global scope, or a MessagePort in tests), validating every request. */
export function exposeSigner(signer: SignerApi, endpoint: Endpoint): SignerRemote {
  const methods = Object.keys(signerProtocol) as Method[];
  const remote = Object.fromEntries(
    methods.map((method) => [method, (...args: unknown[]) => callSigner(signer, method, args)]),
  ) as SignerRemote;
  expose(remote, endpoint);
  return remote;
}
