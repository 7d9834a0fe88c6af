import { useOpenForm } from '../../render/form-opener.tsx'
import { SmartLink } from '../../render/SmartLink.tsx'
import type { HeroButton, HeroProps } from './schema.ts'

export function Hero({ heading, intro, image, imageAlt, buttons = [] }: HeroProps) {
  return (
    <section className="hero">
      {image && <img className="hero__image" src={image} alt={imageAlt ?? ''} fetchPriority="high" />}
      <div className="hero__content">
        <h1>{heading}</h1>
        {intro && <p className="hero__intro">{intro}</p>}
        {buttons.length > 0 && (
          <div className="hero__buttons">
            {buttons.map((button, index) => (
              <HeroAction key={`${index}-${button.label}`} button={button} primary={index === 0} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

function HeroAction({ button, primary }: { button: HeroButton; primary: boolean }) {
  const openForm = useOpenForm()
  const className = primary ? 'button button--primary' : 'button'
  if (button.form) {
    const form = button.form
    return (
      <button type="button" className={className} onClick={() => openForm(form)}>
        {button.label}
      </button>
    )
  }
  return (
    <SmartLink to={button.link ?? '/'} className={className}>
      {button.label}
    </SmartLink>
  )
}
