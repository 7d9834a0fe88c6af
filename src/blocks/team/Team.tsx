import { useId } from 'react'
import { Paragraphs } from '../../ui/paragraphs.tsx'
import { Picture } from '../../ui/Picture.tsx'
import { defineView } from '../define-view.ts'
import { initials } from './initials.ts'
import type { TeamProps } from './schema.ts'
import './team.css'

/** The team as cards: a photo, or the person's initials in a circle of the site's colour, then name, role and a few lines. */
export function Team({ heading, intro, members }: TeamProps) {
  const headingId = useId()
  return (
    <section className="team" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <ul className="team__members">
        {members.map((member, index) => (
          <li key={`${index}-${member.name}`} className="team__member">
            {member.photo ? (
              <Picture image={member.photo} className="team__photo" sizes="8rem" />
            ) : (
              <span className="team__initials" aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <h3>{member.name}</h3>
            <p className="team__role">{member.role}</p>
            {member.about && <Paragraphs text={member.about} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({ component: Team })
