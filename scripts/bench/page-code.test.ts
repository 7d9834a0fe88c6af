import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunkNamed, parseChunkImports, readChunkGraph, readPageHtml } from './page-code.ts'

// Chunks written the way Rolldown minifies them, with the same kinds of imports.
const chunks: Record<string, string> = {
  'index-Rt000001.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/hydrate-Hy000001.js","assets/react-Re000001.js"])))=>i.map(i=>d[i]);' +
    'var h=e=>p(()=>import(`./hydrate-Hy000001.js`).then(t=>t.hydrateIsland(e)),__vite__mapDeps([0,1]));' +
    'var g=()=>p(()=>import(`./mount-dialogs-Md000001.js`),[]);export{p as t}',
  'hydrate-Hy000001.js':
    'import{n as e,t}from"./react-Re000001.js";import{t as o}from"./index-Rt000001.js";' +
    'var c={gallery:()=>o(()=>import(`./block-gallery-Ga000001.js`).then(e=>e.component),__vite__mapDeps([2,1])),' +
    '"social-embeds":()=>o(()=>import(`./block-social-embeds-So000001.js`).then(e=>e.component))},' +
    'd={...c,faq:()=>o(()=>import(`./FaqAccordion-Fa000001.js`).then(e=>u(e.FaqAccordion)))};' +
    'var l=Object.entries({chat:{behaviour:()=>o(()=>import(`./chat-behaviour-Ch000001.js`).then(e=>t=>e.startChat(t)),[])}});' +
    'var y=()=>v??=o(()=>import(`./shell-Sh000001.js`).then(e=>e.default),[]);',
  'react-Re000001.js': 'import{t as e}from"./rolldown-runtime-Rr000001.js";var r=1;export{r as t}',
  'rolldown-runtime-Rr000001.js': 'var e=1;export{e as t}',
  'chat-behaviour-Ch000001.js': 'function s(){}export{s as startChat}',
  'block-gallery-Ga000001.js':
    'import{n as e,t}from"./react-Re000001.js";import{t as n}from"./picture-Pi000001.js";import"./index-Rt000001.js";',
  'block-social-embeds-So000001.js': 'import{t}from"./react-Re000001.js";',
  'picture-Pi000001.js':
    'import"./index-Rt000001.js";import{t as e}from"./react-Re000001.js";export*from"./img-Im000001.js"',
  'img-Im000001.js': 'var i=1;export{i as t}',
  'FaqAccordion-Fa000001.js': 'import{t}from"./react-Re000001.js";',
  'mount-dialogs-Md000001.js': 'import{t}from"./react-Re000001.js";',
  'shell-Sh000001.js':
    'var e=JSON.parse(`{"note":"import(\\"./not-code.js\\") in data is text"}`);export{e as default}',
}
const asset = (name: string) => `assets/${name}`

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-code-'))
  mkdirSync(join(dist, 'assets'))
  for (const [name, code] of Object.entries(chunks)) writeFileSync(join(dist, 'assets', name), code)
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('parseChunkImports', () => {
  it('reads static imports, side-effect imports and re-exports, resolved from the importing chunk', () => {
    const imports = parseChunkImports('assets/picture-Pi000001.js', chunks['picture-Pi000001.js'] ?? '')
    expect(imports.statics).toEqual([asset('index-Rt000001.js'), asset('react-Re000001.js'), asset('img-Im000001.js')])
    expect(imports.dynamics).toEqual([])
  })

  it('reads dynamic imports apart, and not the file names of the preload list', () => {
    const imports = parseChunkImports('assets/index-Rt000001.js', chunks['index-Rt000001.js'] ?? '')
    expect(imports.statics).toEqual([])
    expect(imports.dynamics).toEqual([asset('hydrate-Hy000001.js'), asset('mount-dialogs-Md000001.js')])
  })
})

describe('readChunkGraph', () => {
  it('gives the static closure, each chunk once, without following dynamic imports', () => {
    const closure = readChunkGraph(dist).closure([
      asset('block-gallery-Ga000001.js'),
      asset('FaqAccordion-Fa000001.js'),
    ])
    expect([...closure].sort()).toEqual(
      [
        'block-gallery-Ga000001.js',
        'react-Re000001.js',
        'rolldown-runtime-Rr000001.js',
        'picture-Pi000001.js',
        'img-Im000001.js',
        'index-Rt000001.js',
        'FaqAccordion-Fa000001.js',
      ]
        .map(asset)
        .sort(),
    )
  })

  it('follows dynamic imports only when asked', () => {
    const graph = readChunkGraph(dist)
    expect(graph.closure([asset('index-Rt000001.js')])).toEqual(new Set([asset('index-Rt000001.js')]))
    const everything = graph.closure([asset('index-Rt000001.js')], { followDynamic: true })
    expect(everything).toEqual(new Set(Object.keys(chunks).map(asset)))
  })

  it('lists what chunks load on demand, each once', () => {
    const graph = readChunkGraph(dist)
    const dynamics = graph.dynamicsOf([asset('index-Rt000001.js'), asset('hydrate-Hy000001.js')])
    expect(dynamics).toHaveLength(new Set(dynamics).size)
    expect(chunkNamed(dynamics, 'shell')).toBe(asset('shell-Sh000001.js'))
    expect(chunkNamed(dynamics, 'hydrate')).toBe(asset('hydrate-Hy000001.js'))
    expect(chunkNamed(dynamics, 'mount-dialogs')).toBe(asset('mount-dialogs-Md000001.js'))
    expect(chunkNamed(dynamics, 'dialogs')).toBeUndefined()
  })

  it('maps island names to chunks from the registry entries, quoted or not, a layout island’s behaviour too', () => {
    const islands = readChunkGraph(dist).islandChunks([asset('hydrate-Hy000001.js'), asset('react-Re000001.js')])
    expect(Object.fromEntries(islands)).toEqual({
      gallery: asset('block-gallery-Ga000001.js'),
      'social-embeds': asset('block-social-embeds-So000001.js'),
      faq: asset('FaqAccordion-Fa000001.js'),
      chat: asset('chat-behaviour-Ch000001.js'),
    })
  })
})

describe('readPageHtml', () => {
  const html = [
    '<head><link rel="stylesheet" crossorigin href="/assets/index-Cs000001.css">',
    '<link rel="preload" as="image" href="/images/hero.svg"/>',
    '<script type="speculationrules">{"prerender":[]}</script>',
    '<script data-runtime="/assets/index-Rt000001.js">var s = \'<div data-island="fake">\'</script></head>',
    '<body><div class="island" data-island="gallery" data-when="visible" data-props="{&quot;a&quot;:&quot;&gt;&quot;}">',
    '<button>Open</button></div><div data-island=chat data-island-id="i1-"></div></body>',
  ].join('\n')

  it('finds the runtime, the stylesheet and the islands, and no early script', () => {
    expect(readPageHtml(html)).toEqual({
      runtime: 'assets/index-Rt000001.js',
      stylesheets: ['assets/index-Cs000001.css'],
      earlyScripts: [],
      islands: [
        { name: 'gallery', when: 'visible' },
        { name: 'chat', when: undefined },
      ],
    })
  })

  it('counts script files and module preloads as early scripts', () => {
    const page = readPageHtml(
      '<script type="module" crossorigin src="/assets/index-Rt000001.js"></script><link rel="modulepreload" href="/assets/react-Re000001.js">',
    )
    expect(page.earlyScripts).toEqual(['assets/index-Rt000001.js', 'assets/react-Re000001.js'])
  })

  it('finds the shell the islands fetch, named on the root', () => {
    expect(readPageHtml('<div id="root" data-shell="/_site/shell-0a1b2c3d4e5f.json"></div>').shell).toBe(
      '_site/shell-0a1b2c3d4e5f.json',
    )
    expect(readPageHtml(html).shell).toBeUndefined()
  })
})
