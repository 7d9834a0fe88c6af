import type { Person } from '../../../model/admin-api.ts'
import { formatBusinessTime } from '../../app/business-time.ts'
import { accessWords, shownName } from '../access-words.ts'
import { ChangeAccess } from './ChangeAccess.tsx'
import { EditDetails } from './EditDetails.tsx'
import { LinkToSend } from './LinkToSend.tsx'
import { RemovePerson } from './RemovePerson.tsx'
import { SendLinkButton } from './SendLinkButton.tsx'
import { StartingPassword } from './StartingPassword.tsx'

/** The id of a person's heading, where the focus goes once they are added. */
export const personHeadingId = (id: string) => `person-${id}`

interface PersonCardProps {
  person: Person
  canSendLinks: boolean
  /** After a change to the person, with a sentence saying what changed. */
  onChanged: (person: Person, message: string) => void
  /** A sentence to say on the screen. */
  onSaid: (message: string) => void
  onRemoved: (person: Person) => void
}

/** One person: who they are, their access in words, and what the owner can change about them. */
export function PersonCard({ person, canSendLinks, onChanged, onSaid, onRemoved }: PersonCardProps) {
  const name = shownName(person)
  const canEmailLink = canSendLinks && Boolean(person.email)
  return (
    <article className="admin-card people-person" aria-labelledby={personHeadingId(person.id)}>
      <h3 id={personHeadingId(person.id)} tabIndex={-1}>
        {name}
        {person.isYou && ' (you)'}
      </h3>
      {person.email && <p className="people-email">{person.email}</p>}
      <p className="people-access">{accessWords[person.role]}</p>
      {!person.hasPassword && (
        <p className="admin-help">
          Has not chosen a password yet.
          {person.linkSentAt !== undefined && ` A sign-in link was sent on ${formatBusinessTime(person.linkSentAt)}.`}
        </p>
      )}
      {!person.isYou && (
        <ChangeAccess
          person={person}
          onChanged={(changed) => onChanged(changed, `${name} now has this access: ${accessWords[changed.role]}.`)}
        />
      )}
      <div className="people-actions">
        <EditDetails
          person={person}
          onSaved={(saved) => onChanged(saved, `Saved. ${shownName(saved)} logs in with this name.`)}
        />
        {!person.isYou && <StartingPassword person={person} onSaved={onSaid} />}
        {!person.isYou && canEmailLink && <SendLinkButton person={person} onSent={onSaid} />}
        {!person.isYou && !canEmailLink && (
          <LinkToSend
            person={person}
            onMade={(made) => onChanged(made, `A sign-in link for ${name} is ready to send.`)}
          />
        )}
        {!person.isYou && <RemovePerson person={person} onRemoved={onRemoved} />}
      </div>
    </article>
  )
}
