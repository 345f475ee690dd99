import { explorerUrl } from '@fantom-wallet/core';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useActiveNetwork } from '../network/useActiveNetwork.ts';

/**
 * A link into the network's explorer; only the children where the network has none
 * (docs/network.md#explorer-links: the devnet).
 */
export function ExplorerLink({
  kind,
  id,
  children,
  label,
}: {
  kind: 'tx' | 'address' | 'validator';
  id: string;
  children: ReactNode;
  /** Accessible name when the children are shortened. */
  label?: string;
}) {
  const network = useActiveNetwork();
  const href = explorerUrl(network, kind, id);
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Anchor>
  );
}
