import { errors, jwtVerify, SignJWT } from 'jose';

export type Audience = 'customer' | 'admin' | 'coach';

export interface AccessClaims {
  sub: string;
  aud: Audience;
  /** The server session the token belongs to; a token outlives neither its session nor a logout. */
  sid: string;
  /** Admin and coach tokens: the company their calls act for (spec 001 §6). */
  permitted_company_id?: number;
}

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<{ access_token: string; expires_in: number }>;
  /** The claims of a valid token for that audience, or undefined (bad signature, expired, other audience). */
  verify(token: string, audience: Audience, now: Date): Promise<AccessClaims | undefined>;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const { sub, aud, ...rest } = claims;
      const access_token = await new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setAudience(aud)
        .setIssuer('healthspan')
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
      return { access_token, expires_in: ttlSeconds };
    },
    async verify(token, audience, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience,
          issuer: 'healthspan',
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return payload as unknown as AccessClaims;
      } catch (err) {
        if (err instanceof errors.JOSEError) return undefined;
        throw err;
      }
    },
  };
}
