import { type ChainTextPart, sanitizeChainText } from '@fantom-wallet/core';
import { Modal, ScrollArea, UnstyledButton } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ChainText.module.css';
import { CHAIN_TEXT_LIMITS, type ChainTextKind } from './chainLabel.ts';

function Parts({ parts }: { parts: readonly ChainTextPart[] }) {
  let at = 0;
  return parts.map((part) => {
    // Parts never move: each is keyed by where it starts.
    const key = at;
    at += 'text' in part ? part.text.length : 1;
    return 'text' in part ? (
      <span key={key}>{part.text}</span>
    ) : (
      <HiddenMark key={key} hidden={part.hidden} />
    );
  });
}

/** A hidden character shown as a visible mark, named for screen readers. */
function HiddenMark({ hidden }: { hidden: string }) {
  const { t } = useTranslation();
  const name = t('chainText.hidden', { name: hidden });
  return (
    <span className={classes.mark} role="img" aria-label={name} title={name} data-hidden-character={hidden}>
      {hidden}
    </span>
  );
}

/**
 * A text from the chain or the API as the wallet shows it (SECURITY.md#text-from-the-chain): through the one
 * sanitiser (hidden characters as visible marks, capped by `kind` with an ellipsis), isolated in `<bdi>` so its
 * direction cannot reorder what stands beside it. A cut text has a 'Show all' button that opens the whole text;
 * inside another control (a button, a link) pass `expandable={false}`: the text is only capped there.
 *
 * A list draws many of these (a symbol and a name per row), so what only a cut text or a hidden character needs
 * (the translations, the window's state) lives in the parts drawn for those alone.
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
      {sanitized.truncated && expandable && <ShowAll text={text} multiline={multiline} />}
    </>
  );
});

/** 'Show all' after a cut text, and the window with the whole of it. */
function ShowAll({ text, multiline }: { text: string; multiline: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
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
  );
}

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
