import { useId } from 'react'
import type { QuestionsAndAnswers } from '../../schema/faq.ts'
import { Paragraphs } from '../paragraphs.tsx'
import { faqClasses } from './faq-classes.ts'
import './faq-accordion.css'

/**
 * Questions with their answers hidden; faq-enhance.ts opens them one at a time. The footer draws the site's questions
 * with it, and the questions block a page's own; each draws its own ids, so any number can share a page.
 */
export function FaqAccordion({ faq }: { faq: QuestionsAndAnswers }) {
  const id = useId()
  return (
    <section className="faq" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`} className="faq__heading">
        {faq.heading}
      </h2>
      {faq.items.map((item, index) => (
        <div key={item.question} className={faqClasses.item}>
          <h3 className={faqClasses.question}>
            <button type="button" id={`${id}q${index}`} aria-expanded="false" aria-controls={`${id}a${index}`}>
              {item.question}
            </button>
          </h3>
          <section id={`${id}a${index}`} aria-labelledby={`${id}q${index}`} className={faqClasses.answer} hidden>
            <Paragraphs text={item.answer} />
          </section>
        </div>
      ))}
    </section>
  )
}
