import type { PersonRole } from '../../model/admin-api.ts'

/** Each kind of access in the words the owner chooses from. */
export const accessWords: Record<PersonRole, string> = {
  owner: 'Owner — everything',
  editor: 'Editor — website and history',
  inbox: 'Inbox — requests and visits',
}

/** The kinds of access in the order they are offered: the everyday ones first. */
export const roleChoices: PersonRole[] = ['editor', 'inbox', 'owner']

/** How a person is called on the screen; the first owner may have no name yet. */
export const shownName = (person: { name: string }): string => person.name.trim() || 'The owner'
