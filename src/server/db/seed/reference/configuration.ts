import type { ConfigurationValue } from '../../schema';

/**
 * The configuration row set. Links are stored as a path under the store or support URL, which the
 * server's runtime configuration supplies when it answers; numbers are spec 000 §9 constants.
 */
export const configurationCatalogue = {
  storeUrl: { kind: 'link', base: 'store', path: '' },
  supportUrl: { kind: 'link', base: 'support', path: '' },
  contactUrl: { kind: 'link', base: 'support', path: '/contact' },
  careersUrl: { kind: 'link', base: 'store', path: '/pages/careers' },
  professionalsUrl: { kind: 'link', base: 'store', path: '/pages/professionals' },
  securityUrl: { kind: 'link', base: 'store', path: '/pages/security' },
  blogUrl: { kind: 'link', base: 'store', path: '/blogs/news' },
  // spec 000 §7 / §9: refresh the customer token under 300 s, the chat call under 100 s
  tokenRefreshThresholdSeconds: { kind: 'number', value: 300 },
  chatTokenRefreshThresholdSeconds: { kind: 'number', value: 100 },
  // spec 000 §4 / §9: session warning 60 s before expiry, toasts 3 s, location call 5000 ms
  sessionWarningSeconds: { kind: 'number', value: 60 },
  toastMs: { kind: 'number', value: 3000 },
  locationTimeoutMs: { kind: 'number', value: 5000 },
} as const satisfies Record<string, ConfigurationValue>;
