import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The Public Suffix List (about 50 KB gzipped) loads beside a window's first render, not in its way: the account
 * window's toggles show as soon as the stored state is read (bench: popup opened).
 */
const loadRegistrableDomain = () =>
  import('../../protocol/registrableDomain.ts').then(({ registrableDomain }) => registrableDomain);

/**
 * Who is asking (docs/extension.md#site-requests): the site's registrable domain on a line of its own, large, and
 * under it the whole origin, wrapped at any character. A long host such as `app.uniswap.org.<many labels>.evil.test`
 * cannot push the part that names its owner out of a 360 px window. The domain's line keeps its height while the
 * list loads, so nothing moves under the user's pointer when it appears.
 */
export function SiteName({ origin }: { origin: string }) {
  const [domain, setDomain] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegistrableDomain().then((registrableDomain) => {
      if (live) setDomain(registrableDomain(origin));
    });
    return () => {
      live = false;
    };
  }, [origin]);
  return (
    <Stack gap={0} data-testid="site-name">
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere', minHeight: '1.55em' }}>
        {domain}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
        {origin}
      </Text>
    </Stack>
  );
}
