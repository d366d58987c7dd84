/**
 * Finds where a JSON text first goes wrong, as a line and column and a reason a non-developer can act
 * on. `JSON.parse` alone is not enough: depending on the mistake V8 gives a position or not
 * ("Unexpected token 'x', ... is not valid JSON"), and its wording names tokens, not the usual
 * hand-editing slips (a missing or extra comma, single or curly quotes, unquoted text).
 */

export interface JsonSyntaxError {
  /** 1-based line. */
  line: number
  /** 1-based column, counted in characters. */
  column: number
  reason: string
}

class SyntaxProblem extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const CURLY_QUOTES = new Set(['\u201c', '\u201d', '\u2018', '\u2019'])

function describeUnexpected(char: string | undefined, what: string): string {
  if (char === undefined)
    return `the file ends too early: ${what} is missing (check for a missing ] or } at the end)`
  if (CURLY_QUOTES.has(char))
    return 'curly quotes (“ ” or ‘ ’) are not allowed: use straight double quotes (") as typed in a plain-text editor'
  if (char === "'") return 'text must be in straight double quotes ("), not single quotes (\')'
  if (/[A-Za-z_]/.test(char)) return `text must be in double quotes ("): ${what} was expected here`
  return `"${char}" is not allowed here: ${what} was expected`
}

class Scanner {
  private pos = 0

  constructor(private readonly text: string) {}

  run(): void {
    if (this.text.startsWith('\uFEFF'))
      throw new SyntaxProblem(
        0,
        'the file starts with an invisible byte-order mark: save it as "UTF-8" without BOM',
      )
    this.skipWhitespace()
    if (this.pos >= this.text.length) throw new SyntaxProblem(0, 'the file is empty')
    this.value('a value')
    this.skipWhitespace()
    if (this.pos < this.text.length)
      throw new SyntaxProblem(
        this.pos,
        'there is extra text after the end of the data (check for an extra ] or } or a missing comma)',
      )
  }

  private peek(): string | undefined {
    return this.pos < this.text.length ? this.text[this.pos] : undefined
  }

  private skipWhitespace(): void {
    while (this.pos < this.text.length && WHITESPACE.has(this.text[this.pos]!)) this.pos++
  }

  private value(what: string): void {
    this.skipWhitespace()
    const char = this.peek()
    if (char === '{') return this.object()
    if (char === '[') return this.array()
    if (char === '"') return this.string()
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.number()
    for (const literal of ['true', 'false', 'null']) {
      if (this.text.startsWith(literal, this.pos)) {
        this.pos += literal.length
        return
      }
    }
    throw new SyntaxProblem(this.pos, describeUnexpected(char, what))
  }

  private object(): void {
    this.pos++ // {
    this.skipWhitespace()
    if (this.peek() === '}') {
      this.pos++
      return
    }
    for (;;) {
      this.skipWhitespace()
      const char = this.peek()
      if (char === '}') throw new SyntaxProblem(this.pos, 'there is a comma just before this }: remove it')
      if (char !== '"')
        throw new SyntaxProblem(this.pos, describeUnexpected(char, 'a field name in double quotes'))
      this.string()
      this.skipWhitespace()
      if (this.peek() !== ':')
        throw new SyntaxProblem(this.pos, 'a colon (:) is missing between the field name and its value')
      this.pos++
      this.value('a value after the colon')
      this.skipWhitespace()
      const next = this.peek()
      if (next === ',') {
        this.pos++
        continue
      }
      if (next === '}') {
        this.pos++
        return
      }
      if (next === '"') throw new SyntaxProblem(this.pos, 'a comma is missing between two fields')
      throw new SyntaxProblem(this.pos, describeUnexpected(next, 'a comma or a closing }'))
    }
  }

  private array(): void {
    this.pos++ // [
    this.skipWhitespace()
    if (this.peek() === ']') {
      this.pos++
      return
    }
    for (;;) {
      this.skipWhitespace()
      if (this.peek() === ']')
        throw new SyntaxProblem(this.pos, 'there is a comma just before this ]: remove it')
      this.value('an entry')
      this.skipWhitespace()
      const next = this.peek()
      if (next === ',') {
        this.pos++
        continue
      }
      if (next === ']') {
        this.pos++
        return
      }
      if (next === '{' || next === '"' || next === '[')
        throw new SyntaxProblem(this.pos, 'a comma is missing between two entries')
      throw new SyntaxProblem(this.pos, describeUnexpected(next, 'a comma or a closing ]'))
    }
  }

  private string(): void {
    const start = this.pos
    this.pos++ // opening quote
    while (this.pos < this.text.length) {
      const char = this.text[this.pos]!
      if (char === '"') {
        this.pos++
        return
      }
      if (char === '\n' || char === '\r')
        throw new SyntaxProblem(start, 'this text has no closing double quote (") before the end of the line')
      if (char < ' ') throw new SyntaxProblem(this.pos, 'a tab or control character inside a text: remove it')
      if (char === '\\') {
        const escape = this.text[this.pos + 1]
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
          this.pos += 6
          continue
        }
        if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          this.pos += 2
          continue
        }
        throw new SyntaxProblem(this.pos, 'a backslash (\\) inside a text must be written twice (\\\\)')
      }
      this.pos++
    }
    throw new SyntaxProblem(start, 'this text has no closing double quote (")')
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos))
    if (!match) throw new SyntaxProblem(this.pos, 'this number is not written correctly')
    this.pos += match[0].length
    const next = this.peek()
    if (next !== undefined && /[\w.]/.test(next))
      throw new SyntaxProblem(
        this.pos,
        'this number is not written correctly (no leading zeros, use a dot for decimals; put text in double quotes)',
      )
  }
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 }
}

/** Undefined when the text is valid JSON; otherwise where and why it is not. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    JSON.parse(text)
    return undefined
  } catch (parseError) {
    try {
      new Scanner(text).run()
    } catch (problem) {
      if (problem instanceof SyntaxProblem)
        return { ...lineAndColumn(text, problem.position), reason: problem.reason }
      throw problem
    }
    // JSON.parse rejected what the scanner accepts (it should not happen): fall back on V8's words.
    const message = (parseError as Error).message
    const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length)
    return { ...lineAndColumn(text, position), reason: message.replace(/ in JSON at position \d+.*$/, '') }
  }
}
