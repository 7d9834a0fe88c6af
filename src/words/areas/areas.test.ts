import { describe, expect, it } from 'vitest'
import { blockWords } from './blocks.ts'
import { blogWords } from './blog.ts'
import { chatWords } from './chat.ts'
import { formWords } from './forms.ts'
import { pageWords } from './page.ts'

const areas = { pageWords, blogWords, blockWords, formWords, chatWords }
const placesOf = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the word areas', () => {
  it('name each word in one area only, as the table lays them side by side', () => {
    const keys = Object.values(areas).flatMap((area) => Object.keys(area.en))
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('give each word the same places in Swahili as in English', () => {
    const mismatched = Object.values(areas).flatMap((area) =>
      Object.entries(area.en).flatMap(([key, english]) => {
        const swahili = (area.sw as Record<string, string>)[key] ?? ''
        return placesOf(english).join() === placesOf(swahili).join() ? [] : [key]
      }),
    )
    expect(mismatched).toEqual([])
  })
})
