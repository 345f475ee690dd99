import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { splitLinks } from './splitLinks.ts';

/**
 * A description as plain text (docs/governance.md#proposal-detail): React renders it as text, so markup never
 * runs; http(s) URLs are links opening in a new tab without a referrer. Each paragraph takes its own direction.
 */
export function ProposalDescription({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <Text
      component="div"
      size="sm"
      dir="auto"
      data-testid="proposal-description"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' }}
    >
      {parts.map((part, i) =>
        'url' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={i} href={part.url} target="_blank" rel="noopener noreferrer nofollow">
            {part.url}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
