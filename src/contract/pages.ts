import { z } from 'zod';
import { sent } from './text';

// spec 000 §7.1: the location check behind the international banner
export { pagePaths } from './pages-paths';

export const userLocationResponse = z.object({ countryCode: sent().length(2) });
export type UserLocationResponse = z.infer<typeof userLocationResponse>;
