import { describeLink } from '@fantom-wallet/core';
import { Anchor, Badge, Spoiler, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { splitLinks } from './splitLinks.ts';

/**
 * A link as the browser will open it (SECURITY.md#links-in-chain-text): its text is the parsed URL's href (ASCII
 * host, hidden characters percent-encoded), left to right in isolation, and a host that mixes scripts as written
 * is marked.
 */
function DescriptionLink({ raw }: { raw: string }) {
  const { t } = useTranslation();
  const link = describeLink(raw);
  if (link === null) return <ChainText text={raw} kind="description" />;
  return (
    <>
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer nofollow" underline="always">
        <bdi dir="ltr">{link.href}</bdi>
      </Anchor>
      {link.mixedScript && (
        <>
          {' '}
          <Tooltip label={t('chainLink.mixedScriptExplain')} multiline w={280} withinPortal>
            <Badge
              component="span"
              color="yellow.5"
              autoContrast
              variant="filled"
              size="sm"
              data-testid="mixed-script"
            >
              {t('chainLink.mixedScript')}
            </Badge>
          </Tooltip>
        </>
      )}
    </>
  );
}

/**
 * A description as plain text (docs/governance.md#proposal-detail): React renders it as text, so markup never
 * runs; its text passes the chain-text sanitiser (hidden characters marked), and http(s) URLs are links that show
 * exactly what they open, in a new tab without a referrer. Each paragraph takes its own direction. A long one
 * folds behind 'Show more', so the voting forms stay near the top.
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
            <DescriptionLink key={key} raw={part.url} />
          ) : (
            <ChainText key={key} text={part.text} kind="description" />
          ),
        )}
      </Text>
    </Spoiler>
  );
}
