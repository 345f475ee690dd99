import { Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The user rebuilds the phrase by picking words from an alphabetical list
 * (docs/wallets.md#phrase-verification); clicking a picked word removes it. Verify is enabled only when every
 * word is placed; the signer checks the order.
 */
export function MnemonicVerification({
  words,
  busy,
  onVerify,
  onChange,
}: {
  words: readonly string[];
  busy: boolean;
  onVerify: (picked: string[]) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  // Each slot is an index into the sorted list, so repeated words stay distinct.
  const sorted = useMemo(() => [...words].sort((a, b) => a.localeCompare(b)), [words]);
  const choices = useMemo(
    () => sorted.map((word, index) => ({ word, index, id: `${index}:${word}` })),
    [sorted],
  );
  const [picked, setPicked] = useState<number[]>([]);
  const pickedSet = new Set(picked);

  const pick = (index: number) => {
    onChange();
    setPicked((p) => (p.includes(index) ? p : [...p, index]));
  };
  const unpick = (position: number) => {
    onChange();
    setPicked((p) => p.filter((_, i) => i !== position));
  };

  return (
    <Stack>
      <Text>{t('wallets.create.verifyIntro')}</Text>
      <Paper withBorder p="sm" mih={96} aria-live="polite">
        <Text size="xs" c="dimmed" mb={6} id="picked-words">
          {t('wallets.create.pickedCount', { count: picked.length, total: words.length })}
        </Text>
        <Group gap={6} aria-labelledby="picked-words" role="list">
          {picked.map((index, position) => (
            <Button
              key={`${index}`}
              size="compact-sm"
              variant="light"
              role="listitem"
              onClick={() => unpick(position)}
              aria-label={t('wallets.create.removeWord', { position: position + 1, word: sorted[index] })}
            >
              {position + 1}. {sorted[index]}
            </Button>
          ))}
        </Group>
      </Paper>
      <Group gap={6} role="group" aria-label={t('wallets.create.wordChoices')}>
        {choices.map(({ word, index, id }) => (
          <Chip
            key={id}
            checked={pickedSet.has(index)}
            disabled={pickedSet.has(index)}
            onChange={() => pick(index)}
            size="sm"
          >
            {word}
          </Chip>
        ))}
      </Group>
      <Group justify="flex-end">
        <Button
          disabled={picked.length !== words.length}
          loading={busy}
          onClick={() => onVerify(picked.map((i) => sorted[i] ?? ''))}
        >
          {t('wallets.create.verify')}
        </Button>
      </Group>
    </Stack>
  );
}
