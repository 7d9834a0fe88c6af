import { useId, useState } from 'react'
import type { Faq } from '../model/site.ts'
import { Paragraphs } from '../ui/paragraphs.tsx'
import './faq-accordion.css'

/** Questions that open one at a time; the open one closes when pressed again. */
export function FaqAccordion({ faq }: { faq: Faq }) {
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined)
  const id = useId()
  return (
    <section className="faq" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`} className="faq__heading">
        {faq.heading}
      </h2>
      {faq.items.map((item, index) => {
        const isOpen = openIndex === index
        return (
          <div key={item.question} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                id={`${id}q${index}`}
                aria-expanded={isOpen}
                aria-controls={`${id}a${index}`}
                onClick={() => setOpenIndex(isOpen ? undefined : index)}
              >
                {item.question}
              </button>
            </h3>
            <section id={`${id}a${index}`} aria-labelledby={`${id}q${index}`} className="faq__answer" hidden={!isOpen}>
              <Paragraphs text={item.answer} />
            </section>
          </div>
        )
      })}
    </section>
  )
}
