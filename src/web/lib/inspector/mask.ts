/**
 * The one masking function of the inspector: the panel, the export and the Stately bridge all show
 * values through it, so tokens, passwords, codes and TOTP secrets never leave the app's memory.
 * Masks by key name (any key that names a secret) and by value (JWT-looking strings, `otpauth:` links).
 */
export const MASK = '••••••';

/** Keys whose values are secrets: tokens of any kind, passwords, codes, secrets, PINs, cookies. */
const SECRET_KEY =
  /token|password|passwd|secret|code$|^code|otp|totp|jwt|authorization|cookie|^pin$|credential|apikey|api_key|session_?id|guid/i;
/** A JWT anywhere in a string (three base64url parts, the first a JSON object). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** A long opaque value: a refresh token or key that arrived without a telling key name. */
const OPAQUE = /^[A-Za-z0-9_\-+/=]{40,}$/;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

function maskString(value: string): string {
  if (value.startsWith('otpauth:')) return MASK;
  if (OPAQUE.test(value)) return MASK;
  return value.replace(JWT, MASK);
}

/**
 * A JSON-safe copy of `value` with every secret replaced by `MASK`: functions become `[function]`,
 * actor references `[actor <id>]`, errors their message; cycles and depth past 8 are cut.
 */
export function maskSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskString(value);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return '[function]';
    if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
    return value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth > 8) return '[…]';
  seen.add(value);
  try {
    if (value instanceof Error) return { error: maskString(value.message) };
    if (value instanceof Date) return value.toISOString();
    if ('sessionId' in value && 'send' in value && typeof value.send === 'function')
      return `[actor ${String((value as { id?: unknown }).id)}]`;
    if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] =
        isSecretKey(key) && item !== undefined && item !== null && item !== ''
          ? MASK
          : maskSecrets(item, depth + 1, seen);
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}

/** `maskSecrets` for an event: the type stays readable, the payload is masked. */
export function maskEvent<TEvent extends { type: string }>(event: TEvent): TEvent {
  const masked = maskSecrets(event) as TEvent;
  return { ...masked, type: event.type };
}
