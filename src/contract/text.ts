import { z } from 'zod';

/**
 * The string builders every request schema uses instead of a bare `z.string()`: text that reaches
 * the database must be printable (PostgreSQL refuses U+0000 in text, and control characters have
 * no place in a name or a code) and of a bounded length. Kept zod-only and tiny: the web imports it.
 */

export const LINE_MAX = 200;
export const TEXT_MAX = 5000;
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

// With the u flag a well-formed surrogate pair is one code point above U+FFFF, so only lone
// surrogates fall in D800-DFFF. \p{Cc} is C0, DEL and C1.
const PRINTABLE_LINE = /^[^\p{Cc}\uD800-\uDFFF]*$/u;
const PRINTABLE_TEXT = /^(?:[^\p{Cc}\uD800-\uDFFF]|[\t\n\r])*$/u;

/** True when `value` has a character no request string may hold on one line. */
export const hasControlCharacters = (value: string, multiline = false) =>
  !(multiline ? PRINTABLE_TEXT : PRINTABLE_LINE).test(value);

// `abort`: a string too long is told so alone, and not scanned further.

/** One line of text (a name, an e-mail, a code, a path or query part): printable only, at most `max` characters. */
export function line(max = LINE_MAX, message?: string) {
  return z
    .string(message)
    .max(max, { message: `Use at most ${max} characters`, abort: true })
    .regex(PRINTABLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** Multi-line text (a note, a message): tab, newline and carriage return allowed, other control characters not. */
export function text(max = TEXT_MAX, message?: string) {
  return z
    .string(message)
    .max(max, { message: `Use at most ${max} characters`, abort: true })
    .regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE);
}

/** An e-mail address as typed: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export function emailAddress(message = 'Enter a valid e-mail address') {
  return line(254, message).trim().toLowerCase().email(message);
}

/**
 * A string the server sends and never reads from a request (tokens, catalogue texts, report
 * texts): no input limits apply. Request schemas use `line` or `text`.
 */
export const sent = () => z.string();
