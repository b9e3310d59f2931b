// The sign-in calls' paths without zod, so browser API clients import them (go-to-definition reaches
// the route) and the schemas stay out of the bundle; ./auth.ts re-exports them.
export const authPaths = {
  jwtToken: '/api/customer/auth/jwt-token',
  oauthToken: '/customer/oauth/token',
  login: '/api/pages/customerAuth/login',
  /** The spec's GET: answers 405 and changes nothing (no state change on GET, issue 21 §12). */
  logout: '/api/pages/customerAuth/logout',
  /** POST to the spec's logout address: ends the session of the cookie and of the Bearer token. */
  logoutPost: '/api/pages/customerAuth/logout',
  recoverPassword: '/api/pages/customerAuth/recoverPassword',
  securityQuestion: '/api/pages/customerAuth/securityQuestion',
  answerCheck: '/api/customer/auth/answer-check',
  guidCheck: '/api/customer/auth/guid-check',
  resetPassword: '/api/customer/auth/reset-password',
  checkSessionExpiration: '/customer/login/check-session-expiration',
  customer: '/api/pages/account/customer',
  postPurchaseToken: '/api/pages/postPurchase/token',
  postPurchaseTokenByOrderId: '/api/pages/postPurchase/tokenByOrderId',
  storeAuthLink: (store: string) => `/api/customer/store/${store}/auth-link`,
} as const;
