// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { Cover } from './Cover.tsx'
import { coverExample } from './schema.ts'

afterEach(cleanup)

interface FoundRule {
  rule: CSSStyleRule
  /** The @media and @supports conditions around the rule, outermost first. */
  conditions: string[]
}

/** Every style rule of cover.css with the conditions it sits in, as the browser's CSS parser reads the file. */
function coverStylesheet() {
  const style = document.createElement('style')
  style.textContent = readFileSync(`${import.meta.dirname}/cover.css`, 'utf8')
  document.head.append(style)
  const found: FoundRule[] = []
  const keyframes: CSSKeyframesRule[] = []
  const walk = (rules: CSSRuleList, conditions: string[]) => {
    for (const rule of Array.from(rules)) {
      // jsdom names only some rule classes globally; the rule types are all there.
      if (rule.type === CSSRule.STYLE_RULE) found.push({ rule: rule as CSSStyleRule, conditions })
      else if (rule.type === CSSRule.KEYFRAMES_RULE) keyframes.push(rule as CSSKeyframesRule)
      else if (rule.type === CSSRule.MEDIA_RULE || rule.type === CSSRule.SUPPORTS_RULE) {
        const group = rule as CSSConditionRule
        walk(group.cssRules, [...conditions, group.conditionText])
      }
    }
  }
  walk(style.sheet?.cssRules as CSSRuleList, [])
  style.remove()
  return { rules: found, keyframes }
}

describe('Cover', () => {
  it('shows the title as the page heading over an eagerly loaded picture, with its buttons', () => {
    renderBlock(<Cover {...coverExample} />)
    expect(headingAndIntro(1)).toEqual(['Our Services', coverExample.intro])
    expect(screen.getByRole('img', { name: 'Our work in progress' }).getAttribute('loading')).toBe('eager')
    expect(screen.getByRole('button', { name: 'Get a Quote' }).className).toBe('button button--primary')
    expect(screen.getByRole('link', { name: 'Contact Us' }).className).toBe('button')
  })

  it('puts the picture in its own layer behind the title, the layer the stylesheet moves', () => {
    renderBlock(<Cover {...coverExample} />)
    const section = screen.getByRole('heading', { level: 1 }).closest('section')
    const layer = screen.getByRole('img').closest('.cover__backdrop')
    expect(section?.className).toBe('cover')
    expect(layer?.parentElement).toBe(section)
    expect(layer?.nextElementSibling?.contains(screen.getByRole('heading', { level: 1 }))).toBe(true)
  })

  it('draws without hooks or effects, so the cover ships no script of its own', () => {
    // A hook called outside React's render throws; a pure component just returns its elements.
    expect(() => Cover(coverExample)).not.toThrow()
  })
})

describe('cover.css: parallax without script', () => {
  const { rules, keyframes } = coverStylesheet()
  const animated = rules.filter(({ rule }) => rule.style.getPropertyValue('animation-timeline'))

  it('moves only the picture layer, only for visitors without a reduced-motion wish, and only where scroll timelines exist', () => {
    expect(animated.map(({ rule, conditions }) => [rule.selectorText, conditions])).toEqual([
      ['.cover__backdrop', ['(prefers-reduced-motion: no-preference)', '(animation-timeline: view())']],
    ])
    const moving = rules.filter(({ rule }) => rule.style.getPropertyValue('animation') || rule.style.transform)
    expect(moving.map(({ rule }) => rule.selectorText)).toEqual(['.cover__backdrop'])
  })

  it('follows the cover itself across the page, from its top leaving the window to its bottom leaving it', () => {
    const [layer] = animated
    const timeline = layer?.rule.style.getPropertyValue('animation-timeline') ?? ''
    const cover = rules.find(
      ({ rule }) => rule.selectorText === '.cover' && rule.style.getPropertyValue('view-timeline'),
    )
    expect(cover?.conditions).toEqual(layer?.conditions)
    expect(cover?.rule.style.getPropertyValue('view-timeline')).toBe(`${timeline} block`)
    expect(timeline).toMatch(/^--/)
    expect(layer?.rule.style.getPropertyValue('animation-range')).toBe('exit-crossing 0% exit-crossing 100%')
  })

  it('over that range the layer moves down evenly by half the cover, so at half the scroll speed', () => {
    const animation = animated[0]?.rule.style.getPropertyValue('animation') ?? ''
    expect(animation.split(/\s+/)).toEqual(expect.arrayContaining(['linear', 'both']))
    const parallax = keyframes.find((rule) => animation.split(/\s+/).includes(rule.name))
    const frames = Array.from(parallax?.cssRules ?? []) as CSSKeyframeRule[]
    expect(frames.map((frame) => [frame.keyText, frame.style.transform])).toEqual([
      ['from', 'translateY(0)'],
      ['to', 'translateY(50%)'],
    ])
  })

  it('keeps the layer the size of the cover, which clips it, so nothing shifts the page', () => {
    const layer = rules.find(({ rule, conditions }) => rule.selectorText === '.cover__backdrop' && !conditions.length)
    expect(layer?.rule.style.position).toBe('absolute')
    expect(layer?.rule.style.getPropertyValue('inset')).toBe('0')
  })
})
