import { type ChainTextPart, sanitizeChainText } from '@fantom-wallet/core';
import { Modal, ScrollArea, UnstyledButton } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ChainText.module.css';
import { CHAIN_TEXT_LIMITS, type ChainTextKind } from './chainLabel.ts';

function Parts({ parts }: { parts: readonly ChainTextPart[] }) {
  const { t } = useTranslation();
  let at = 0;
  return parts.map((part) => {
    // Parts never move: each is keyed by where it starts.
    const key = at;
    at += 'text' in part ? part.text.length : 1;
    return 'text' in part ? (
      <span key={key}>{part.text}</span>
    ) : (
      <span
        key={key}
        className={classes.mark}
        role="img"
        aria-label={t('chainText.hidden', { name: part.hidden })}
        title={t('chainText.hidden', { name: part.hidden })}
        data-hidden-character={part.hidden}
      >
        {part.hidden}
      </span>
    );
  });
}

/**
 * A text from the chain or the API as the wallet shows it (SECURITY.md#text-from-the-chain): through the one
 * sanitiser (hidden characters as visible marks, capped by `kind` with an ellipsis), isolated in `<bdi>` so its
 * direction cannot reorder what stands beside it. A cut text has a 'Show all' button that opens the whole text;
 * inside another control (a button, a link) pass `expandable={false}`: the text is only capped there.
 */
export const ChainText = memo(function ChainText({
  text,
  kind,
  expandable = true,
}: {
  text: string;
  kind: ChainTextKind;
  expandable?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const multiline = kind === 'description';
  const sanitized = useMemo(
    () => sanitizeChainText(text, { maxLength: CHAIN_TEXT_LIMITS[kind], multiline }),
    [text, kind, multiline],
  );
  return (
    <>
      <bdi className={multiline ? classes.paragraphs : classes.text} data-chain-text={kind}>
        <Parts parts={sanitized.shown} />
      </bdi>
      {sanitized.truncated && expandable && (
        <>
          <UnstyledButton
            type="button"
            className={classes.more}
            onClick={() => setOpened(true)}
            aria-haspopup="dialog"
          >
            {t('chainText.showAll')}
          </UnstyledButton>
          <Modal opened={opened} onClose={() => setOpened(false)} title={t('chainText.fullTitle')} size="lg">
            {opened && <FullText text={text} multiline={multiline} />}
          </Modal>
        </>
      )}
    </>
  );
});

function FullText({ text, multiline }: { text: string; multiline: boolean }) {
  const parts = useMemo(
    () => sanitizeChainText(text, { maxLength: Number.POSITIVE_INFINITY, multiline }).shown,
    [text, multiline],
  );
  return (
    <ScrollArea.Autosize mah="60vh" type="auto" viewportProps={{ tabIndex: 0 }}>
      <bdi className={classes.full} data-testid="chain-text-full">
        <Parts parts={parts} />
      </bdi>
    </ScrollArea.Autosize>
  );
}
