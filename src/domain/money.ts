// The one wording of a price (issue 20 tidy-up): the demo store printed `money(cents)` and the web's
// product card `formatPrice(price, currency)`, two spellings of the same amount. Both use this now.

/** Currencies the shop sells in (the products reference answers USD). */
export type Currency = 'USD';

/**
 * An amount as the shop shows it: `$199` for a whole amount, `$199.50` otherwise, thousands grouped
 * (`$1,299`). Whole amounts drop the cents because the plans are priced in whole dollars.
 */
// Stryker disable next-line StringLiteral: an empty default is turned back into USD by `currency || 'USD'`
export function formatPrice(amount: number, currency: string = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency || 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Whole cents (how the server stores prices) in the same wording: 19950 → `$199.50`. */
// Stryker disable next-line StringLiteral: formatPrice turns an empty currency back into USD
export const formatCents = (cents: number, currency: string = 'USD'): string =>
  formatPrice(cents / 100, currency);
