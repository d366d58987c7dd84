/** Names a JSON slip in the farm's words, since JSON.parse names tokens and may give no position. */
import { type ParseError, ParseErrorCode, getLocation, parse } from 'jsonc-parser'

const CURLY_QUOTES = /[\u201c\u201d\u2018\u2019]/
// What word processors paste for a space; JSON only knows the plain space, tab and line breaks.
const ODD_SPACE = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/
const BAD_NUMBER =
  'this number is not written correctly (no leading zeros, use a dot for decimals; put text in double quotes)'

function describeUnexpected(char: string | undefined, what: string): string {
  if (char === undefined)
    return `the file ends too early: ${what} is missing (check for a missing ] or } at the end)`
  if (CURLY_QUOTES.test(char))
    return 'curly quotes (“ ” or ‘ ’) are not allowed: use straight double quotes (") as typed in a plain-text editor'
  if (char === "'") return 'text must be in straight double quotes ("), not single quotes (\')'
  if (ODD_SPACE.test(char))
    return 'an unusual space (such as a non-breaking space from a word processor) is here: replace it with an ordinary space'
  if (/[A-Za-z_]/.test(char)) return `text must be in double quotes ("): ${what} was expected here`
  return `"${char}" is not allowed here: ${what} was expected`
}

function expectedAt(text: string, offset: number): string {
  const { path, isAtPropertyKey } = getLocation(text, offset)
  if (isAtPropertyKey) return 'a field name in double quotes'
  if (path.length === 0) return 'a value'
  return typeof path.at(-1) === 'number' ? 'an entry' : 'a value after the colon'
}

const previousChar = (text: string, offset: number): string | undefined =>
  /(\S)\s*$/.exec(text.slice(0, offset))?.[1]

const missingClose = (close: string, char: string): string =>
  `a closing ${close} is missing before this ${char}: add it (each ${close === ']' ? '[' : '{'} needs its ${close})`

function diagnose(text: string, { error, offset, length }: ParseError): [number, string] {
  const token = text.slice(offset, offset + length)
  const char = offset < text.length ? text[offset] : undefined
  const here = (reason: string): [number, string] => [offset, reason]
  switch (error) {
    case ParseErrorCode.InvalidSymbol:
    case ParseErrorCode.ValueExpected:
    case ParseErrorCode.PropertyNameExpected:
      if (text.trim() === '')
        return [0, 'the file is empty: put its content back (for example from Git, or from a copy)']
      if ((char === ']' || char === '}') && previousChar(text, offset) === ',')
        return here(`there is a comma just before this ${char}: remove it`)
      if (char === ',' && previousChar(text, offset) === ',')
        return here('there are two commas in a row: remove one')
      return here(describeUnexpected(char, expectedAt(text, offset)))
    case ParseErrorCode.ColonExpected:
      return here('a colon (:) is missing between the field name and its value')
    case ParseErrorCode.CommaExpected: {
      if (/\d/.test(char ?? '') && /\d/.test(text[offset - 1] ?? '')) return here(BAD_NUMBER)
      const inList = typeof getLocation(text, offset).path.at(-1) === 'number'
      const addIt = `add a comma (,) ${commaGoes(text, offset)}`
      if (inList && (char === '{' || char === '"' || char === '['))
        return here(`a comma is missing between two entries: ${addIt}`)
      if (!inList && char === '"') return here(`a comma is missing between two fields: ${addIt}`)
      if (char === (inList ? '}' : ']')) return here(missingClose(inList ? ']' : '}', char))
      return here(describeUnexpected(char, `a comma or a closing ${inList ? ']' : '}'}`))
    }
    // Only at the end of the file: jsonc-parser reads a list or a group until its close or the end.
    case ParseErrorCode.CloseBracketExpected:
      return here(describeUnexpected(char, 'a comma or a closing ]'))
    case ParseErrorCode.CloseBraceExpected:
      return here(describeUnexpected(char, 'a comma or a closing }'))
    case ParseErrorCode.EndOfFileExpected:
      return here(
        'there is extra text after the end of the data (check for an extra ] or } or a missing comma)',
      )
    case ParseErrorCode.UnexpectedEndOfString:
      // A word processor's closing quote (”) inside the text, where the straight one should end it.
      if (/[\u201c\u201d\u2018\u2019]\s*,?\s*$/.test(token.split(/[\r\n]/)[0]!))
        return here(
          'this text ends with a curly quote (” or ’), which does not end a text in JSON: replace it with a straight double quote (")',
        )
      return here(
        `this text has no closing double quote (")${/[\r\n]/.test(text[offset + length] ?? '') ? ' before the end of the line' : ''}: add one where the text ends`,
      )
    case ParseErrorCode.InvalidCharacter:
      // jsonc-parser points at the text; the tab or control character inside it is the mistake.
      return [
        offset + token.split('').findIndex(char => char < ' '),
        'a tab or control character inside a text: remove it',
      ]
    case ParseErrorCode.InvalidEscapeCharacter:
    case ParseErrorCode.InvalidUnicode: {
      // The first backslash that does not start a valid escape, skipping the valid ones before it.
      const bad = [...token.matchAll(/\\(["\\/bfnrt]|u[0-9a-fA-F]{4})?/g)].find(match => !match[1])
      return [offset + (bad?.index ?? 0), 'a backslash (\\) inside a text must be written twice (\\\\)']
    }
    case ParseErrorCode.InvalidCommentToken:
      return here('comments (// or /* */) are not allowed in JSON: remove this one')
    default:
      return here(BAD_NUMBER)
  }
}

/** Where the missing comma goes: after the last value before `offset`. */
function commaGoes(text: string, offset: number): string {
  const before = text.slice(0, offset).trimEnd()
  const { line } = lineAndColumn(text, before.length)
  return line === lineAndColumn(text, offset).line ? 'just before this point' : `at the end of line ${line}`
}

/** Both 1-based, the column counted in characters. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n')
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 }
}

/** Where and why the text is not JSON: with these options jsonc-parser rejects just what JSON.parse rejects. */
export function findJsonSyntaxError(text: string) {
  const errors: ParseError[] = []
  parse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false })
  if (!errors[0]) return undefined
  const [offset, reason] = diagnose(text, errors[0])
  return { ...lineAndColumn(text, offset), reason }
}
