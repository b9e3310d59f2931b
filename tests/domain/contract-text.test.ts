import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginRequest } from '../../src/contract/auth';
import { noteRequest } from '../../src/contract/blood';
import {
  CONTROL_CHARACTERS_MESSAGE,
  emailAddress,
  hasControlCharacters,
  line,
  LINE_MAX,
  text,
  TEXT_MAX,
} from '../../src/contract/text';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i));
const DEL = '\u007f';
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];
const MULTILINE_ALLOWED = ['\t', '\n', '\r'];

describe('line(): one line of printable text', () => {
  it('refuses every C0 character, DEL, every C1 character and lone surrogates, naming the rule', () => {
    for (const ch of [...C0, DEL, ...C1, ...LONE_SURROGATES]) {
      const result = line().safeParse(`a${ch}b`);
      expect(result.success, JSON.stringify(ch)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('accepts letters of any script, emoji (surrogate pairs) and punctuation', () => {
    for (const ok of ['Zoë O’Brien-Núñez', '李小龍', 'emoji 😀 ok', '+1 (555) 555-0100', '']) {
      expect(line().safeParse(ok).success, ok).toBe(true);
    }
  });

  it(`is at most ${LINE_MAX} characters unless told otherwise`, () => {
    expect(line().safeParse('x'.repeat(LINE_MAX)).success).toBe(true);
    expect(line().safeParse('x'.repeat(LINE_MAX + 1)).error?.issues[0]?.message).toBe(
      `Use at most ${LINE_MAX} characters`,
    );
    expect(line(20).safeParse('x'.repeat(21)).success).toBe(false);
  });

  it('keeps the message for a missing value', () => {
    expect(line(10, 'Enter your name').safeParse(undefined).error?.issues[0]?.message).toBe(
      'Enter your name',
    );
  });
});

describe('text(): multi-line text', () => {
  it('allows tab, newline and carriage return but no other control character', () => {
    expect(text().safeParse('line one\r\n\tline two\n').success).toBe(true);
    for (const ch of [...C0.filter((c) => !MULTILINE_ALLOWED.includes(c)), DEL, ...C1, ...LONE_SURROGATES]) {
      expect(text().safeParse(`a${ch}b`).success, JSON.stringify(ch)).toBe(false);
    }
  });

  it(`is at most ${TEXT_MAX} characters unless told otherwise`, () => {
    expect(text().safeParse('x'.repeat(TEXT_MAX)).success).toBe(true);
    expect(text().safeParse('x'.repeat(TEXT_MAX + 1)).success).toBe(false);
  });
});

describe('hasControlCharacters', () => {
  it('tells one-line and multi-line rules apart', () => {
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('😀')).toBe(false);
  });
});

describe('the contract schemas use the builders', () => {
  it('emailAddress trims, lower-cases and refuses a NUL', () => {
    expect(emailAddress().parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(emailAddress().safeParse('ann\u0000@example.com').success).toBe(false);
  });

  it('a request field with a control character is refused at that field', () => {
    const login = loginRequest.safeParse({ email: 'a@b.co', password: 'pass\u0000word' });
    expect(login.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', CONTROL_CHARACTERS_MESSAGE],
    ]);
    expect(noteRequest.safeParse({ title: 'Fine', comment: 'two\nlines' }).success).toBe(true);
    expect(noteRequest.safeParse({ title: 'Ti\ttle', comment: '' }).error?.issues[0]?.path).toEqual([
      'title',
    ]);
  });

  it('no contract module builds a bare z.string(): requests use line() or text(), answers sent()', () => {
    const dir = path.resolve(__dirname, '../../src/contract');
    const offenders = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && name !== 'text.ts')
      .filter((name) => /\bz\s*\.\s*(string|email)\s*\(/.test(fs.readFileSync(path.join(dir, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
