import { useShell } from '../../ui/shell-context.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import escapeHtml from 'escape-html'
import { statusClass } from './embed-status.ts'
import { frameAddress, networkNames } from './networks.ts'
import type { SocialEmbedsProps } from './schema.ts'
import './social-embeds.css'
import { defineView } from '../define-view.ts'

/**
 * One panel per network, each with a plain link to the profile and a stage that names the network's
 * embed page. Its behaviour (enhance-embeds.ts) loads the embeds as sandboxed frames of the networks' own
 * origins once the section is partly on screen; each falls back to a message if it does not appear.
 */
export function SocialEmbeds({ heading, intro, networks }: SocialEmbedsProps) {
  const { business } = useShell()
  const words = useWords()
  const panels = networks.flatMap((network) => {
    const profile = business.social?.[network]
    const title = fillWords(words.feedOf, { network: networkNames[network], name: business.name })
    return profile ? [{ network, profile, title, src: frameAddress(network, profile) }] : []
  })
  return (
    <section className="social-embeds">
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
      <ul className="social-embeds__panels">
        {panels.map(({ network, profile, title, src }) => (
          <li key={network} className="social-embeds__panel">
            <h3>{networkNames[network]}</h3>
            <div
              className="social-embeds__stage"
              data-frame-src={src}
              data-frame-title={title}
              data-failed-text={words.feedFailed}
              dangerouslySetInnerHTML={{ __html: `<p class="${statusClass}">${escapeHtml(words.feedLoading)}</p>` }}
            />
            <a className="social-embeds__profile" href={profile} rel="noopener noreferrer">
              {fillWords(words.visitUsOn, { network: networkNames[network] })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({
  component: SocialEmbeds,
  island: {
    when: 'visible',
    behaviour: () => import('./enhance-embeds.ts').then((module) => module.enhanceSocialEmbeds),
  },
})
