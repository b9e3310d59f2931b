// Zod-free, so browser API clients can fill the contract's path patterns without the schemas.

/** A path pattern with its `:name` parts filled in, e.g. `fillPath(coachPaths.loginByGuid, { guid })`. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}
