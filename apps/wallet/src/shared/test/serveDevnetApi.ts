import { OPERA_MAINNET } from '@fantom-wallet/core';
import { vi } from 'vitest';
import { useRuntimeConfig } from '../network/useRuntimeConfig.ts';

/** What the API sends back for one request: its data, or GraphQL errors (as a resolver failure answers). */
export type GraphqlAnswer =
  | { data: unknown }
  | { data: null; errors: { message: string; extensions?: { code: string } }[] };

type Answers = Record<string, (variables: Record<string, unknown>) => GraphqlAnswer>;

export const DEVNET_API_URL = 'http://127.0.0.1:1/graphql';

/**
 * The local devnet as the active network (its contracts at the mainnet addresses, as the devnet places them),
 * its one API answering each GraphQL operation by name: what an e2e test does with Playwright's `page.route`,
 * one step below the app's own transport. The devnet has no RPC URL here, so chain time comes from the API
 * too (`LastSealedEpoch`). An operation without an answer gets a GraphQL error naming it. `asked` lists the
 * operations in the order they came; `stopDevnetApi` puts the defaults back.
 */
export function serveDevnetApi(answers: Answers): { asked: string[] } {
  const asked: string[] = [];
  useRuntimeConfig.setState(
    { defaultNetwork: 'devnet', devnet: { apiUrls: [DEVNET_API_URL], contracts: OPERA_MAINNET.contracts } },
    true,
  );
  vi.stubGlobal('fetch', async (input: URL | string | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== DEVNET_API_URL) throw new TypeError(`fetch failed: nothing answers ${url}`);
    const body = JSON.parse(String(init?.body)) as {
      operationName: string | null;
      variables: Record<string, unknown>;
    };
    const name = body.operationName ?? '';
    asked.push(name);
    const answer = answers[name]?.(body.variables) ?? {
      data: null,
      errors: [{ message: `no answer for ${name}` }],
    };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { asked };
}

export function stopDevnetApi(): void {
  vi.unstubAllGlobals();
  useRuntimeConfig.setState({ defaultNetwork: 'mainnet' }, true);
}
