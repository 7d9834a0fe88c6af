/** Every character a Location header may carry as it is: printable ASCII but the space. */
const plain = /[\x21-\x7e]/

/**
 * A redirect's target as a Location header can carry it: every other character (letters beyond ASCII, a space,
 * and the control characters a manifest built before the check refused them may hold) is percent-encoded as
 * UTF-8, so no target fails the answer or adds a header of its own. Escapes already written stay as they are.
 */
export function locationHeader(target: string): string {
  let header = ''
  for (const character of target)
    header += plain.test(character)
      ? character
      : Array.from(
          Buffer.from(character, 'utf8'),
          (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
        ).join('')
  return header
}
