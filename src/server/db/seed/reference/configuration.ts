import type { ConfigurationValue } from '../../schema';

/**
 * The configuration row set. Links are stored as a path under one of the server's link bases
 * (`Config.storeUrl`, `supportUrl`, `links.*`: each its own environment variable, issue 20), which the
 * runtime configuration supplies when it answers; numbers are spec 000 §9 constants.
 */
export const configurationCatalogue = {
  storeUrl: { kind: 'link', base: 'store', path: '' },
  supportUrl: { kind: 'link', base: 'support', path: '' },
  contactUrl: { kind: 'link', base: 'contact', path: '' },
  careersUrl: { kind: 'link', base: 'careers', path: '' },
  professionalsUrl: { kind: 'link', base: 'professionals', path: '' },
  securityUrl: { kind: 'link', base: 'security', path: '' },
  blogUrl: { kind: 'link', base: 'blog', path: '' },
  // spec 000 §7 / §9: refresh the customer token under 300 s, the chat call under 100 s
  tokenRefreshThresholdSeconds: { kind: 'number', value: 300 },
  chatTokenRefreshThresholdSeconds: { kind: 'number', value: 100 },
  // spec 000 §4 / §9: session warning 60 s before expiry, toasts 3 s, location call 5000 ms
  sessionWarningSeconds: { kind: 'number', value: 60 },
  toastMs: { kind: 'number', value: 3000 },
  locationTimeoutMs: { kind: 'number', value: 5000 },
} as const satisfies Record<string, ConfigurationValue>;
