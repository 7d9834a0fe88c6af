import { isRecord } from '../../../model/is-record.ts'
import { writtenPostPath } from '../../../languages/blog-in-language.ts'

/** What the pickers offer, read from the draft itself so that a page added a moment ago is there. */

const entries = (value: unknown) => (isRecord(value) ? Object.entries(value) : [])
const items = (value: unknown) => (Array.isArray(value) ? value : [])

/** The site's own addresses a link can lead to: pages, blog posts and old addresses, with their titles. */
export function linkTargets(data: unknown): { path: string; title: string; isOldAddress?: true }[] {
  const site = isRecord(data) ? data : {}
  const blog = isRecord(site.blog) ? site.blog : {}
  return [
    ...entries(site.pages).map(([path, page]) => ({
      path,
      title: isRecord(page) && typeof page.title === 'string' ? page.title : path,
    })),
    ...items(blog.posts).flatMap((post) => {
      const path = writtenPostPath(data, post)
      return path && isRecord(post) ? [{ path, title: typeof post.title === 'string' ? post.title : path }] : []
    }),
    ...items(site.redirects).flatMap((redirect) =>
      isRecord(redirect) && typeof redirect.from === 'string'
        ? [
            {
              path: redirect.from,
              title: `Old address, leads on to ${String(redirect.to)}`,
              isOldAddress: true as const,
            },
          ]
        : [],
    ),
  ]
}

export const formIds = (data: unknown): string[] => entries(isRecord(data) ? data.forms : undefined).map(([id]) => id)

export function phoneLabels(data: unknown): string[] {
  const business = isRecord(data) && isRecord(data.business) ? data.business : {}
  return items(business.phones).flatMap((phone) =>
    isRecord(phone) && typeof phone.label === 'string' ? [phone.label] : [],
  )
}

/** The blog's posts by number, with their titles, for a field that names one. */
export function postChoices(data: unknown): { id: number; title: string }[] {
  const blog = isRecord(data) && isRecord(data.blog) ? data.blog : {}
  return items(blog.posts).flatMap((post) =>
    isRecord(post) && typeof post.id === 'number'
      ? [{ id: post.id, title: typeof post.title === 'string' ? post.title : `Post ${post.id}` }]
      : [],
  )
}
