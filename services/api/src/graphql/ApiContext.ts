import type { ApiServices } from '../services/ApiServices.ts';

/** What every resolver gets: the shared services of this process and the request's abort signal. */
export interface ApiContext extends ApiServices {
  signal: AbortSignal;
}
