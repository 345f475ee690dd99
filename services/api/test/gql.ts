/** One error of a GraphQL answer. */
export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string };
}

/** Posts one GraphQL request and returns the parsed JSON body (tests only). */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  path = '/graphql',
): Promise<{ data?: T; errors?: GqlError[] }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data?: T; errors?: GqlError[] };
}
