import { useRef } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { EmbedMessage } from './EmbedMessage.tsx'
import { visibleShare } from './embed-status.ts'
import { FrameEmbed } from './FrameEmbed.tsx'
import { frameAddress, networkNames } from './networks.ts'
import type { SocialEmbedsProps, SocialNetwork } from './schema.ts'
import { useHasBeenSeen } from './use-has-been-seen.ts'
import './social-embeds.css'

/**
 * One panel per network, each with a plain link to the profile. The networks' own embeds are sandboxed
 * frames of their own origin, loaded only once the section is partly on screen; each falls back to a
 * message if it does not appear.
 */
export function SocialEmbeds({ heading, intro, networks }: SocialEmbedsProps) {
  const { business } = useShell()
  const section = useRef<HTMLElement>(null)
  const isVisible = useHasBeenSeen(section, visibleShare)
  const panels = networks.flatMap((network) => {
    const profile = business.social?.[network]
    return profile ? [{ network, profile }] : []
  })
  return (
    <section ref={section} className="social-embeds">
      <h2>{heading}</h2>
      {intro && <p className="social-embeds__intro">{intro}</p>}
      <ul className="social-embeds__panels">
        {panels.map(({ network, profile }) => (
          <li key={network} className="social-embeds__panel">
            <h3>{networkNames[network]}</h3>
            <div className="social-embeds__stage">
              {isVisible ? (
                <NetworkEmbed
                  network={network}
                  profile={profile}
                  title={`${networkNames[network]} feed of ${business.name}`}
                />
              ) : (
                <EmbedMessage hasFailed={false} />
              )}
            </div>
            <a className="social-embeds__profile" href={profile} rel="noopener noreferrer">
              Visit us on {networkNames[network]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function NetworkEmbed({ network, profile, title }: { network: SocialNetwork; profile: string; title: string }) {
  const src = frameAddress(network, profile)
  return src ? <FrameEmbed src={src} title={title} /> : <EmbedMessage hasFailed />
}
