import { CST, isScalar, isSeq, type ParsedNode, type Scalar } from 'yaml'
import { entryAnchor } from './block-entries.ts'
import { editRefusal } from '../edit-error.ts'
import { flowEntryTexts, flowPadding, isFlow, rewriteFlow } from './flow-entries.ts'
import { columnOf, lineEnd } from './lines.ts'
import type { Collection, Slot } from './locate.ts'
import { documentText, flowItem, flowText, isCollectionValue, itemLines, pairLines } from './new-text.ts'
import { scalarText } from './scalar-text.ts'
import type { SiteSource, Splice } from '../source.ts'

type ValueSlot = Exclude<Slot, { kind: 'root' }>

/**
 * Puts `value` in `slot`. A scalar replacing a scalar changes only that scalar's text (its comment stays).
 * Otherwise the old value's text (from after `key:` or `-` to the end of its last line) is replaced by the new
 * value in block style, or in flow style on one line when the old value was a flow collection of the same kind.
 */
export function replaceValue(source: SiteSource, slot: Slot, value: unknown): Splice {
  if (slot.kind === 'root') return replaceRoot(source, slot.node, value)
  const inFlow = isFlow(slot.parent)
  const old = slot.node
  if (!isCollectionValue(value) && isScalar(old) && old.srcToken) {
    return replaceScalar(source, slot, old.type, old.srcToken, value, inFlow)
  }
  if (inFlow) return replaceInFlow(source, slot, value)
  return replaceAfterIndicator(source, slot, value)
}

function entryColumn(source: SiteSource, slot: ValueSlot): number {
  return isFlow(slot.parent) ? 0 : columnOf(source.text, entryAnchor(slot.parent, slot.index))
}

function replaceScalar(
  source: SiteSource,
  slot: ValueSlot,
  previous: Scalar.Type | undefined,
  token: CST.FlowScalar | CST.BlockScalar,
  value: unknown,
  inFlow: boolean,
): Splice {
  const end = token.type === 'block-scalar' ? (token.props.slice(1) as CST.SourceToken[]) : token.end
  const text = scalarText(value, {
    previous,
    inFlow,
    bodyIndent: entryColumn(source, slot) + 2,
    end,
  })
  return { from: token.offset, to: token.offset + CST.stringify(token).length, text }
}

function replaceInFlow(source: SiteSource, slot: ValueSlot, value: unknown): Splice {
  const { text } = source
  const padded = flowPadding(text, slot.parent)
  const entries = flowEntryTexts(text, slot.parent)
  if (slot.kind === 'item') entries[slot.index] = flowItem(value, padded)
  else {
    const key = slot.pair.key
    entries[slot.index] = `${text.slice(key.range[0], key.range[1])}: ${flowItem(value, padded)}`
  }
  return rewriteFlow(text, slot.parent, entries)
}

/** A non-empty flow collection stays flow; an empty one (`[]`) takes scalars in flow style and maps in block style. */
function staysFlow(old: Collection, value: object): boolean {
  if (Array.isArray(value) !== isSeq(old)) return false
  return old.items.length > 0 || Object.values(value).every((child) => !isCollectionValue(child))
}

function replaceAfterIndicator(source: SiteSource, slot: ValueSlot, value: unknown): Splice {
  const { text } = source
  const column = entryColumn(source, slot)
  const indicatorEnd = indicatorOffset(slot) + 1
  const prefix = ' '.repeat(column) + (slot.kind === 'pair' ? 'k:' : '-')
  const old = slot.node
  let lines: string
  if (isCollectionValue(value) && isFlow(old) && staysFlow(old, value)) {
    lines = `${prefix} ${flowText(value, flowPadding(text, old))}\n`
  } else {
    lines = slot.kind === 'pair' ? pairLines('k', value, column) : itemLines(value, column)
  }
  const oldEnd = old ? old.range[1] : indicatorEnd
  const to = lineEnd(text, Math.max(indicatorEnd, oldEnd) - 1)
  return { from: indicatorEnd, to, text: lines.slice(prefix.length) }
}

function indicatorOffset(slot: ValueSlot): number {
  if (slot.kind === 'item') return entryAnchor(slot.parent, slot.index)
  const colon = slot.pair.srcToken?.sep?.find((token) => token.type === 'map-value-ind')
  if (!colon)
    throw editRefusal(
      'doesNotFit',
      'This entry is written as an explicit key (`? key`), which the editor cannot change.',
    )
  return colon.offset
}

function replaceRoot(source: SiteSource, node: ParsedNode | null, value: unknown): Splice {
  const text = documentText(value)
  if (!node) return { from: source.text.length, to: source.text.length, text }
  return { from: node.range[0], to: lineEnd(source.text, node.range[1] - 1), text }
}
