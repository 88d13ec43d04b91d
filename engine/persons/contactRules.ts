type Rec = Record<string, unknown>;

/** A contact of a person as edited (seed 001 §3 Contact): the stored shape plus configured fields. */
export type ContactValue = Rec;

/** The message of a second default contact (server refusal and form message). */
export const ONE_DEFAULT_CONTACT = 'Only one contact can be the default';

/** The list with one empty contact appended (the Contacts modal's add, seed 001 §4). */
export function addEmptyContact(contacts: readonly ContactValue[]): ContactValue[] {
  return [...contacts, { position: '', isDefault: false }];
}

/**
 * The list once the contact at `index` is saved from the modal (seed 001 §4): a contact flagged
 * default clears the flag of every other one.
 */
export function saveContactAt(contacts: readonly ContactValue[], index: number, contact: ContactValue): ContactValue[] {
  return contacts.map((current, i) => {
    if (i === index) return contact;
    return contact.isDefault === true && current.isDefault === true ? { ...current, isDefault: false } : current;
  });
}

/**
 * The list once the modal is cancelled: a contact being added is dropped, an edited one gets back
 * the values it had when the modal opened (`before`).
 */
export function cancelContactAt(contacts: readonly ContactValue[], index: number, adding: boolean, before: ContactValue | undefined): ContactValue[] {
  if (adding) return contacts.filter((_c, i) => i !== index);
  return before ? contacts.map((c, i) => (i === index ? before : c)) : [...contacts];
}

/** Indexes of the contacts flagged default after the first one (a list may hold at most one). */
export function extraDefaultContacts(contacts: unknown): number[] {
  if (!Array.isArray(contacts)) return [];
  const flagged = contacts.flatMap((c, i) => (c && typeof c === 'object' && (c as Rec).isDefault === true ? [i] : []));
  return flagged.slice(1);
}

/** The name a contact shows in the Contacts table: title, first, second and last name. */
export function contactName(contact: ContactValue): string {
  return ['firstName', 'secondName', 'lastName']
    .map((k) => (typeof contact[k] === 'string' ? (contact[k] as string).trim() : ''))
    .filter(Boolean)
    .join(' ');
}
