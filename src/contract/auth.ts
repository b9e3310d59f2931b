import { z } from 'zod';

// spec 000 §7.1 (token and session), §3 (Customer)
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

export const OAUTH_CLIENT_ID = 'webApp';

export const activationStates = [
  'PURCHASE',
  'REQUIRED_DETAILS',
  'ACCOUNT',
  'ONBOARDING_REQUIRED',
  'ACTIVE',
] as const;
export const activationState = z.enum(activationStates);
export type ActivationState = z.infer<typeof activationState>;

export const customerPermissions = ['summary', 'bloodwork', 'nutrition', 'age'] as const;
export const customerPermission = z.enum(customerPermissions);
export type CustomerPermission = z.infer<typeof customerPermission>;

export const customer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photoSrc: z.string().nullable(),
  activationState,
  permissions: z.array(customerPermission),
  isDnaOnly: z.boolean(),
  hasAccessToBru: z.boolean(),
  allowedToSeeInnerAge: z.boolean(),
  hasDiyOrderWithInnerAge: z.boolean(),
  hasUnusedTest: z.boolean(),
  canAddInnerAge: z.boolean(),
  role: z.object({ name: z.literal('customer'), homePage: z.string() }),
});
export type Customer = z.infer<typeof customer>;

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);
/** Password rule (000 §5 leaves it to us): 10+ characters with a letter and a digit. */
export const newPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(200, 'Use at most 200 characters')
  .regex(/[A-Za-z]/, 'Include a letter')
  .regex(/\d/, 'Include a digit');

export const loginRequest = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const accessToken = z.object({ access_token: z.string(), expires_in: z.number().int() });
export type AccessToken = z.infer<typeof accessToken>;
export const tokenSet = accessToken.extend({ refresh_token: z.string() });
export type TokenSet = z.infer<typeof tokenSet>;

export const refreshRequest = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.literal(OAUTH_CLIENT_ID),
  refresh_token: z.string().min(1),
});

export const recoverPasswordRequest = z.object({ email });
export const securityQuestionRequest = z.object({ email });
export const securityQuestionResponse = z.object({ question: z.string() });
export const answerCheckRequest = z.object({
  email,
  answer: z.string().trim().min(1, 'Enter your answer').max(200),
});
export const guidResponse = z.object({ guid: z.string() });
export const guidCheckRequest = z.object({ guid: z.string().min(1) });
export const guidCheckResponse = z.object({ valid: z.boolean() });
export const resetPasswordRequest = z.object({ guid: z.string().min(1), password: newPassword });

export const sessionExpiration = z.object({ seconds: z.number().int() });
export type SessionExpiration = z.infer<typeof sessionExpiration>;

export const postPurchaseByPurchaser = z.object({ purchaserId: z.string().min(1) });
export const postPurchaseByOrder = z.object({ orderId: z.coerce.number().int().positive() });
export const postPurchaseResponse = z.object({ jwtToken: tokenSet });

export const storeAuthLinkQuery = z.object({ url: z.string().min(1).max(2000) });
export const storeAuthLinkResponse = z.object({ link: z.string() });
