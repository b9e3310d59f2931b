/** What an untitled session is called until its first question titles it. */
export const UNTITLED_SESSION = 'New conversation';

/**
 * A session's title from its first question: whitespace folded, cut at the last whole word that
 * fits `max` characters with an ellipsis (a single word longer than `max` is cut inside it).
 */
export function sessionTitle(question: string, max: number): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (!text) return UNTITLED_SESSION;
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const cut = room.lastIndexOf(' ');
  const head = (cut > 0 ? room.slice(0, cut) : room).replace(/[\s,;:.!?-]+$/, '');
  return `${head}…`;
}
