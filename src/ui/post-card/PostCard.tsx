import { blogPostPath, longDate, type BlogCard } from '../../model/blog-data.ts'
import { Picture } from '../Picture.tsx'
import './post-card.css'

/** One post on the index or under "Related Articles". */
export function PostCard({ card, headingLevel = 3 }: { card: BlogCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="post-card">
      <Picture image={card.image} className="post-card__image" hasFallback />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="post-card__category">{card.category}</span>
          <time dateTime={card.date}>{longDate(card.date)}</time>
        </p>
        <Heading className="post-card__title">{card.title}</Heading>
        <p className="post-card__byline">
          By {card.author} · {card.location}
        </p>
        <p className="post-card__excerpt">{card.excerpt}</p>
        <a href={blogPostPath(card.slug)} className="post-card__link">
          Read More<span className="visually-hidden"> about {card.title}</span>
        </a>
      </div>
    </li>
  )
}
