import { describe, expect, it } from 'vitest'
import { formatProblem } from '../format.ts'
import { parseSource } from '../source.ts'
import { explainYamlErrors } from './yaml-errors.ts'

const explain = (text: string) => explainYamlErrors(parseSource('site.yaml', text), text)
const reportOf = (text: string): string[] => explain(text).problems.map(formatProblem)

/** Broken YAML of every kind the reader stops at, as editors write it. */
const broken: Record<string, string> = {
  'colon in text': 'a:\n  text: Note: we are closed\n',
  'colon in braces': 'a:\n  - { label: Note: x, link: /a }\n',
  'no space after a colon': 'a:\n  heading:Who we are\n  b: 1\n',
  'no space after the last colon': 'a:\n  b: 1\n  heading:Who we are\n',
  'one space too many': 'a:\n  b: 1\n   c: 2\n',
  'one space too few': 'a:\n  b: 1\n c: 2\n',
  'one space too few in a list item': 'a:\n  - x: 1\n   y: 2\n',
  'more indented under a value': 'a: 1\n  b: 2\n',
  'tab at the start': 'a:\n\tb: 1\n',
  'spaces, then a tab': 'a:\n  b: 1\n  \tc: 2\n',
  'tab in a block of text': 'a:\n  text: |\n\tline\n',
  'tab after a dash': 'a:\n  -\tx: 1\n',
  'unclosed double quote': 'a:\n  b: "hello\n  c: 2\n',
  'unclosed single quote': "a:\n  b: 'hello\n  c: 2\n",
  'apostrophe in single quotes': "a: 'it's fine'\n",
  'text after a quote': 'a: "foo" bar\n',
  'unclosed braces': 'a: { b: 1\nc: 2\n',
  'unclosed brackets': 'a: [1, 2\nc: 2\n',
  'list item without a dash': 'a:\n  - x: 1\n  y: 2\n',
  'dash without a space': 'a:\n  - one\n  -two\n',
  'list item among keys': 'a:\n  b: 2\n  - 1\n',
  'at sign': 'a: @home\n',
  backtick: 'a: `code`\n',
  'percent sign': 'a: %off\n',
  asterisks: 'a: *Note* closed\n',
  'brackets then text': 'a: [Note] see below\n',
  'bar then text': 'a: | and more\n',
  'greater-than then text': 'a: > 5 rooms\n',
  'dash after a key': 'a: - note\n',
  'question mark': 'a: ? why\n',
  'no colon': 'a:\n  title Home\n  b: 1\n',
  'three dashes': 'a: 1\n---\nb: 2\n',
  'backslash in double quotes': 'a: "50\\% off"\n',
  'text less indented than its block': 'a:\n  text: |\n    one\n   two\n',
  'ampersand alone': 'a: & more\n',
  'hash in braces': 'a:\n  - { label: Call us #now, link: /contact }\n',
  'hash in brackets': 'a: [Ruiru, Nairobi #1]\n',
}

describe('YAML the reader cannot read', () => {
  it.each(Object.entries(broken))('%s: explained in plain words, with a hint', (_name, text) => {
    const { problems, readable } = explain(text)
    expect(readable).toBe(false)
    expect(problems).toHaveLength(1)
    const [problem] = problems
    expect(problem?.hint).toBeTruthy()
    expect(`${problem?.message} ${problem?.hint}`).not.toMatch(
      /mapping|compact|implicit|scalar|flow|block sequence|indicator|cannot be read/i,
    )
  })

  it('blames the first key of a group when the keys below it keep the usual two-space step', () => {
    expect(reportOf('pages:\n  /:\n   title: Home\n    description: x\n')).toEqual([
      'site.yaml:3:4  "title:" is indented 3 spaces, but "description:" on line 4 is indented 4 spaces\n' +
        '    hint: Line it up with "description:" on line 4: indent it 4 spaces.',
    ])
  })

  it('finds the quote that was opened, even when a later quote closes it', () => {
    expect(reportOf('a:\n  b: "hello\n  c: "x"\n')).toEqual([
      'site.yaml:2:6  the quote " opened here is never closed\n    hint: End the text with " on the same line: b: "hello"',
    ])
  })

  it('says that " #" inside brackets hides the closing bracket, and quotes the text it cuts', () => {
    expect(reportOf('areaServed: [Ruiru, Nairobi #1 area]\n')).toEqual([
      'site.yaml:1:21  "Nairobi #1 area" is inside [ ] and has " #" in it, which starts a comment: the rest of the line, the closing "]" too, is not read\n' +
        '    hint: Put the text in quotes: areaServed: [Ruiru, "Nairobi #1 area"]',
    ])
  })

  it('quotes from the "#" when the text inside brackets starts with it', () => {
    expect(reportOf('button: { label: #1 choice, link: /a }\n')).toEqual([
      'site.yaml:1:18  "#1 choice" is inside { } and has " #" in it, which starts a comment: the rest of the line, the closing "}" too, is not read\n' +
        '    hint: Put the text in quotes: button: { label: "#1 choice", link: /a }',
    ])
  })

  it('says what to do with a list written on the line of its key', () => {
    expect(reportOf('areaServed: - Nairobi\n')).toEqual([
      'site.yaml:1:13  a list cannot start on the same line as its key\n' +
        '    hint: Put each item on its own line under "areaServed:", starting with "- ", or put the text in quotes.',
    ])
  })
})

describe('text YAML reads as something else without stopping', () => {
  it('reports a reference to nothing, a name nothing refers to and an unknown type, each with the line fixed', () => {
    expect(reportOf('a: *star\nb: &more\nc: !Important notice\n')).toEqual([
      'site.yaml:1:4  text that starts with "*" needs quotes around it\n    hint: Write it like this: a: "*star"',
      'site.yaml:2:4  text that starts with "&" needs quotes around it\n    hint: Write it like this: b: "&more"',
      'site.yaml:3:4  text that starts with "!" needs quotes around it\n    hint: Write it like this: c: "!Important notice"',
    ])
  })

  it('reports a type written before the first key, which marks the whole file', () => {
    expect(reportOf('!weird\na: 1\n')).toEqual([
      'site.yaml:1:1  text that starts with "!" needs quotes around it\n    hint: Write it like this: "!weird"',
    ])
  })

  it('finds a mark deep in lists and groups, and leaves a named list and its reference alone', () => {
    const text = 'a:\n  - b: { c: [1, *nowhere] }\n  - &list\n    - x\nd: *list\n'
    expect(reportOf(text).map((line) => line.split('\n')[0])).toEqual([
      'site.yaml:2:17  text that starts with "*" needs quotes around it',
    ])
  })

  it('leaves a name and its references alone, and a standard type', () => {
    expect(explain('a: &x 1\nb: *x\nc: !!str 2\n')).toEqual({ problems: [], readable: true })
  })

  it('keeps reading after a key written twice', () => {
    const { problems, readable } = explain('a: 1\na: 2\n')
    expect(readable).toBe(true)
    expect(problems.map(formatProblem)).toEqual([
      'site.yaml:2:1  "a" is written twice in the same place\n    hint: Keep one of them: YAML would silently drop the other.',
    ])
  })
})
