import { Stack, Text } from '@mantine/core';
import { registrableDomain } from '../../protocol/registrableDomain.ts';

/**
 * Who is asking (docs/extension.md#site-requests): the site's registrable domain on a line of its own, large, and
 * under it the whole origin, wrapped at any character. A long host such as `app.uniswap.org.<many labels>.evil.test`
 * cannot push the part that names its owner out of a 360 px window.
 */
export function SiteName({ origin }: { origin: string }) {
  return (
    <Stack gap={0} data-testid="site-name">
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {registrableDomain(origin)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
        {origin}
      </Text>
    </Stack>
  );
}
