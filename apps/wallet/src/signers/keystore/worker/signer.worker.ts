// The signer Web Worker: keys, mnemonics and passwords are handled only here (see SignerApi.ts).
import type { Endpoint } from 'comlink';
import { keystoreDb } from '../../../storage/keystores/keystoreDb.ts';
import { createSigner } from './createSigner.ts';
import { exposeSigner } from './exposeSigner.ts';

// The app is type-checked with the DOM library, which types `self` as Window; here it is the worker scope.
exposeSigner(createSigner({ db: keystoreDb() }), self as unknown as Endpoint);
