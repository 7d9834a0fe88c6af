import { useId } from 'react'
import type { TestimonialsProps } from './schema.ts'
import './testimonials.css'
import { defineView } from '../define-view.ts'

/** What customers said, each quote with the customer's name and where they are. */
export function Testimonials({ heading, intro, items }: TestimonialsProps) {
  const headingId = useId()
  return (
    <section className="testimonials" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <ul className="testimonials__list">
        {items.map((item) => (
          <li key={`${item.name}-${item.location}`}>
            <figure className="testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="testimonial__author">
                <span className="testimonial__name">{item.name}</span>, {item.location}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const view = defineView({ component: Testimonials })
