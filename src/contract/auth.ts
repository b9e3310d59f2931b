import { z } from 'zod';
import { emailAddress, line, sent } from './text';

// spec 000 §7.1 (token and session), §3 (Customer)
export { authPaths } from './auth-paths';

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
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  photoSrc: sent().nullable(),
  activationState,
  permissions: z.array(customerPermission),
  isDnaOnly: z.boolean(),
  hasAccessToBru: z.boolean(),
  allowedToSeeInnerAge: z.boolean(),
  hasDiyOrderWithInnerAge: z.boolean(),
  hasUnusedTest: z.boolean(),
  canAddInnerAge: z.boolean(),
  role: z.object({ name: z.literal('customer'), homePage: sent() }),
  /** Present on a read-only session an administrator opened to see the product as this customer (issue 18). */
  viewAs: z.object({ staffName: sent(), startedAt: sent() }).optional(),
});
export type Customer = z.infer<typeof customer>;

const email = emailAddress();
/** Password rule (000 §5 leaves it to us): 10+ characters with a letter and a digit. */
export const newPassword = line(200)
  .min(10, 'Use at least 10 characters')
  .regex(/[A-Za-z]/, 'Include a letter')
  .regex(/\d/, 'Include a digit');

export const loginRequest = z.object({
  email,
  password: line(200).min(1, 'Enter your password'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const accessToken = z.object({ access_token: sent(), expires_in: z.number().int() });
export type AccessToken = z.infer<typeof accessToken>;
export const tokenSet = accessToken.extend({ refresh_token: sent() });
export type TokenSet = z.infer<typeof tokenSet>;

export const refreshRequest = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.literal(OAUTH_CLIENT_ID),
  refresh_token: line(1000).min(1),
});

export const recoverPasswordRequest = z.object({ email });
export const securityQuestionRequest = z.object({ email });
export const securityQuestionResponse = z.object({ question: sent() });
export const answerCheckRequest = z.object({
  email,
  answer: line(200).trim().min(1, 'Enter your answer'),
});
export const guidResponse = z.object({ guid: sent() });
export const guidCheckRequest = z.object({ guid: line().min(1) });
export const guidCheckResponse = z.object({ valid: z.boolean() });
export const resetPasswordRequest = z.object({ guid: line().min(1), password: newPassword });

export const sessionExpiration = z.object({ seconds: z.number().int() });
export type SessionExpiration = z.infer<typeof sessionExpiration>;

export const postPurchaseByPurchaser = z.object({ purchaserId: line().min(1) });
export const postPurchaseByOrder = z.object({ orderId: z.coerce.number().int().positive() });
export const postPurchaseResponse = z.object({ jwtToken: tokenSet });

export const storeAuthLinkQuery = z.object({ url: line(2000).min(1) });
export const storeAuthLinkResponse = z.object({ link: sent() });
