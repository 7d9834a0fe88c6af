import type { BlogCard } from '../../model/blog-data.ts'
import { useFormats, useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import { Picture } from '../Picture.tsx'
import './post-card.css'

/** One post on the index or under the related articles of a post. */
export function PostCard({ card, headingLevel = 3 }: { card: BlogCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const words = useWords()
  const formats = useFormats()
  return (
    <li className="post-card">
      <Picture image={card.image} className="post-card__image" hasFallback />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="post-card__category">{card.category}</span>
          <time dateTime={card.date}>{formats.day(card.date)}</time>
        </p>
        <Heading className="post-card__title">{card.title}</Heading>
        <p className="post-card__byline">
          {fillWords(words.byAuthor, { author: card.author, location: card.location })}
        </p>
        <p className="post-card__excerpt">{card.excerpt}</p>
        <a href={card.path} className="post-card__link">
          {words.readMore}
          <span className="visually-hidden"> {fillWords(words.moreAbout, { title: card.title })}</span>
        </a>
      </div>
    </li>
  )
}
