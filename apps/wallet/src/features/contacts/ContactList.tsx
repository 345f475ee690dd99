import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../shared/ui/ChainText.tsx';
import { CopyAddressButton } from '../../shared/ui/CopyAddressButton.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout.ts';
import type { Contact } from '../../storage/contacts/Contact.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { ContactDialog, type ContactDialogMode } from './ContactDialog.tsx';

/**
 * The address book (docs/contacts.md#contact-list): an edit mode, and a pick mode that hands a contact to
 * another form.
 */
export function ContactList({
  mode = 'edit',
  onPick,
  blockchain,
}: {
  mode?: 'edit' | 'pick';
  onPick?: (contact: Contact) => void;
  /** Pick mode: only the contacts of this chain (a bridge send's far chain). */
  blockchain?: Contact['blockchain'];
}) {
  const { t } = useTranslation();
  const allContacts = useContactsStore((s) => s.contacts);
  const contacts = blockchain ? allContacts.filter((c) => c.blockchain === blockchain) : allContacts;
  const [dialog, setDialog] = useState<{ mode: ContactDialogMode; contact?: Contact } | null>(null);
  const small = usePhoneLayout();
  const nameOf = (contact: Contact) =>
    mode === 'pick' ? (
      <UnstyledButton onClick={() => onPick?.(contact)} c="var(--fw-accent-text)" fw={600}>
        <ChainText text={contact.name} kind="name" expandable={false} />
      </UnstyledButton>
    ) : (
      <Anchor component="button" type="button" fw={600} onClick={() => setDialog({ mode: 'edit', contact })}>
        <ChainText text={contact.name} kind="name" expandable={false} />
      </Anchor>
    );

  return (
    <>
      {contacts.length === 0 ? (
        <Text c="dimmed">{t('contacts.none')}</Text>
      ) : small ? (
        // Phones: a card per contact, the address on its own line.
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('contacts.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {contacts.map((contact) => (
            <Paper key={`${contact.blockchain}:${contact.address}`} component="li" withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                {nameOf(contact)}
                <Badge variant="light" color="gray" tt="none">
                  {t(`contacts.blockchains.${contact.blockchain}`)}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap" mt={4}>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {contact.address}
                </Text>
                <CopyAddressButton address={contact.address} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('contacts.listLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contacts.columns.name')}</Table.Th>
                <Table.Th>{t('contacts.columns.address')}</Table.Th>
                <Table.Th>{t('contacts.columns.blockchain')}</Table.Th>
                {mode === 'edit' && <Table.Th>{t('contacts.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => (
                <Table.Tr key={`${contact.blockchain}:${contact.address}`}>
                  <Table.Td>{nameOf(contact)} </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {contact.address}
                      </Text>
                      <CopyAddressButton address={contact.address} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" tt="none">
                      {t(`contacts.blockchains.${contact.blockchain}`)}
                    </Badge>
                  </Table.Td>
                  {mode === 'edit' && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setDialog({ mode: 'edit', contact })}
                        aria-label={t('contacts.edit', { name: chainLabel(contact.name, 'name') })}
                        title={t('contacts.edit', { name: chainLabel(contact.name, 'name') })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {mode === 'edit' && (
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ mode: 'new' })}
        >
          {t('contacts.new')}
        </Button>
      )}
      {dialog && (
        <ContactDialog
          opened
          mode={dialog.mode}
          {...(dialog.contact ? { contact: dialog.contact } : {})}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
