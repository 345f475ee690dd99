import { Anchor, Spoiler, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitLinks } from './splitLinks.ts';

/**
 * A description as plain text (docs/governance.md#proposal-detail): React renders it as text, so markup never
 * runs; http(s) URLs are links opening in a new tab without a referrer. Each paragraph takes its own direction. A
 * long one folds behind 'Show more', so the voting forms stay near the top.
 */
export function ProposalDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  // Each part is keyed by where it starts in the text.
  const parts = useMemo(() => {
    let at = 0;
    return splitLinks(text).map((part) => {
      const key = at;
      at += 'url' in part ? part.url.length : part.text.length;
      return { part, key };
    });
  }, [text]);
  return (
    <Spoiler
      maxHeight={320}
      showLabel={t('governance.detail.showMore')}
      hideLabel={t('governance.detail.showLess')}
    >
      <Text
        component="div"
        size="sm"
        dir="auto"
        data-testid="proposal-description"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' }}
      >
        {parts.map(({ part, key }) =>
          'url' in part ? (
            <Anchor
              key={key}
              href={part.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              underline="always"
            >
              {part.url}
            </Anchor>
          ) : (
            <span key={key}>{part.text}</span>
          ),
        )}
      </Text>
    </Spoiler>
  );
}
