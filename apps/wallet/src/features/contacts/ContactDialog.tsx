import {
  type Blockchain,
  isDomainName,
  validateContactAddress,
  validateName,
  validateOrder,
} from '@fantom-wallet/core';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import type { Contact } from '../../storage/contacts/Contact.ts';
import { defaultContactName } from '../../storage/contacts/defaultContactName.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { resolveName } from '../names/index.ts';

/** new: a blank contact; add: save a given address (e.g. a recipient); edit: rename, reorder or remove. */
export type ContactDialogMode = 'new' | 'add' | 'edit';

/**
 * The contact dialog with every rule of docs/contacts.md (name, address by chain, duplicates, order, name
 * service).
 */
export function ContactDialog({
  opened,
  mode,
  contact,
  onClose,
}: {
  opened: boolean;
  mode: ContactDialogMode;
  contact?: Partial<Contact>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const { add, update, remove } = useContactsStore.getState();
  const editing = mode === 'edit';
  const index = editing ? contacts.findIndex((c) => c.address === contact?.address) : -1;
  const maxOrder = contacts.length + (editing ? 0 : 1);

  const [name, setName] = useState(contact?.name ?? defaultContactName(contacts.length));
  const [address, setAddress] = useState(contact?.address ?? '');
  const [blockchain, setBlockchain] = useState<Blockchain>(contact?.blockchain ?? 'fantom');
  const [order, setOrder] = useState<string | number>(editing ? index + 1 : maxOrder);
  const [errors, setErrors] = useState<{ name?: string; address?: string; order?: string }>({});
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const nameResult = validateName(name);
    const orderResult = validateOrder(String(order), maxOrder);
    const next: typeof errors = {
      ...(nameResult.ok ? {} : { name: nameResult.error.message }),
      ...(orderResult.ok ? {} : { order: orderResult.error.message }),
    };
    let finalAddress = address.trim();
    if (!editing) {
      setBusy(true);
      // A name-service domain becomes an address; a failed look-up is ignored (docs/contacts.md#address).
      if (blockchain === 'fantom' && isDomainName(finalAddress)) {
        finalAddress = (await resolveName(network, finalAddress).catch(() => null)) ?? finalAddress;
      }
      setBusy(false);
      const addressResult = validateContactAddress(finalAddress, {
        blockchain,
        contacts: contacts.map((c) => c.address),
        ownAccounts: accounts.map((a) => a.address),
      });
      if (!addressResult.ok) next.address = addressResult.error.message;
      else finalAddress = addressResult.value;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !nameResult.ok || !orderResult.ok) return;
    if (editing) update(contact?.address ?? '', { name: nameResult.value, order: orderResult.value });
    else add({ name: nameResult.value, address: finalAddress, blockchain }, orderResult.value);
    onClose();
  };

  if (confirmRemove && contact?.address) {
    return (
      <Modal
        opened={opened}
        onClose={() => setConfirmRemove(false)}
        title={t('contacts.remove.title', { name: contact.name })}
        centered
      >
        <Stack>
          <Text>{t('contacts.remove.warning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmRemove(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                remove(contact.address ?? '');
                onClose();
              }}
            >
              {t('contacts.remove.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t(`contacts.dialog.${mode}`)} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Select
            label={t('contacts.columns.blockchain')}
            data={(['fantom', 'ethereum', 'binance'] as const).map((b) => ({
              value: b,
              label: t(`contacts.blockchains.${b}`),
            }))}
            value={blockchain}
            onChange={(v) => v && setBlockchain(v as Blockchain)}
            disabled={editing}
            allowDeselect={false}
          />
          <TextInput
            label={t('contacts.columns.address')}
            description={!editing && blockchain === 'fantom' ? t('contacts.addressHint') : undefined}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            readOnly={editing}
            error={errors.address}
            errorProps={{ role: 'alert' }}
            spellCheck={false}
            autoComplete="off"
            maxLength={200}
          />
          <TextInput
            label={t('contacts.columns.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            errorProps={{ role: 'alert' }}
            maxLength={64}
          />
          <NumberInput
            label={t('contacts.order')}
            value={order}
            onChange={setOrder}
            min={1}
            max={maxOrder}
            allowDecimal={false}
            clampBehavior="none"
            error={errors.order}
            errorProps={{ role: 'alert' }}
          />
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" role="status">
              {t('common.fixErrors')}
            </Alert>
          )}
          <Group justify={editing ? 'space-between' : 'flex-end'}>
            {editing && (
              <Anchor component="button" type="button" c="red" onClick={() => setConfirmRemove(true)}>
                {t('contacts.remove.link')}
              </Anchor>
            )}
            <Button type="submit" loading={busy}>
              {t(editing ? 'common.save' : 'contacts.addButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
