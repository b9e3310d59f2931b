import { createHmac } from 'node:crypto';

/** Questions people commonly choose; an e-mail without a question of its own is shown one of them. */
const DECOYS = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the name of your first school?',
  'What is your mother’s maiden name?',
  'What was the make of your first car?',
  'What was your childhood nickname?',
  'What is the name of the street you grew up on?',
  'What is your favourite book?',
] as const;

/**
 * The question to show for `email`: the account's own, or, for an unknown e-mail or an account
 * without one, a decoy chosen by an HMAC of the e-mail, so every e-mail gets a question, the same
 * one each time, and the answer says nothing about whether an account exists (issue 21 §7).
 */
export function questionToShow(own: string | null | undefined, email: string, secret: string): string {
  if (own) return own;
  const mac = createHmac('sha256', secret).update(`security-question:${email.toLowerCase()}`).digest();
  return DECOYS[mac.readUInt32BE(0) % DECOYS.length]!;
}
