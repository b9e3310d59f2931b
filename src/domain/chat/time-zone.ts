import type { IsoDate } from '../dates';

/** Whether `Intl` knows the zone (an IANA name such as `Europe/Paris`, or `UTC`); an empty or blank name throws too. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone, `YYYY-MM-DD`. */
export function dayInTimeZone(at: Date, zone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
