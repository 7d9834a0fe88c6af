import { PostCard } from '../ui/post-card/PostCard.tsx'
import type { PostImage, PostPage } from '../model/blog-data.ts'
import { Picture } from '../ui/Picture.tsx'
import { useFormats, useWords } from '../words/use-words.ts'
import { fillWords } from '../words/words.ts'
import './post-view.css'

/** One article. Its HTML was made from Markdown and sanitised by the build; the browser only shows it. */
export function PostView({ post }: { post: PostPage }) {
  const words = useWords()
  const formats = useFormats()
  return (
    <article className="post">
      <header className="post__header">
        <p className="post__meta">
          <span className="post__category">{post.category}</span>
          <time dateTime={post.date}>{formats.day(post.date)}</time>
        </p>
        <h1>{post.title}</h1>
        <p className="post__byline">{fillWords(words.byAuthor, { author: post.author, location: post.location })}</p>
      </header>
      <Figure image={post.image} featured />
      <div className="post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.images?.map((image) => (
        <Figure key={image.src} image={image} />
      ))}
      {post.tags.length > 0 && (
        <ul className="post__tags" aria-label={words.tags}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <section className="post__author" aria-labelledby="about-the-author">
        <h2 id="about-the-author">{words.aboutTheAuthor}</h2>
        <p className="post__author-name">{post.author}</p>
        {post.authorBio && <p>{post.authorBio}</p>}
      </section>
      {post.related.length > 0 && (
        <section className="post__related" aria-labelledby="related-articles">
          <h2 id="related-articles">{words.relatedArticles}</h2>
          <ul className="post-cards">
            {post.related.map((card) => (
              <PostCard key={card.id} card={card} />
            ))}
          </ul>
        </section>
      )}
      <p className="post__back">
        <a href={post.blogPath}>{words.backToBlog}</a>
      </p>
    </article>
  )
}

function Figure({ image, featured = false }: { image: PostImage; featured?: boolean }) {
  return (
    <figure className={featured ? 'post__figure post__figure--featured' : 'post__figure'}>
      <Picture image={image} className="post__image" loading={featured ? 'eager' : 'lazy'} hasFallback={!featured} />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  )
}
