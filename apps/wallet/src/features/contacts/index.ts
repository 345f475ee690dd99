// Public API of the contacts feature: the address book in edit or pick mode.
export { ContactList } from './ContactList.tsx';
