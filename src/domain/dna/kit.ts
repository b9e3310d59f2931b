// spec 000 §3 DNA kit (dnaKitId, serialNumber), §7.8 kit calls; the states are ours (docs/decisions/dna.md).

/**
 * A DNA kit's life: `issued` (made, not yet anyone's) → `registered` (the customer entered its
 * id and serial number) → `mailed` (the customer says the sample is on its way) → `received` (the
 * lab has it) → `resultReady` or `sampleFailed` (the lab could not read the sample; a replacement
 * kit is sent).
 */
export const dnaKitStates = [
  'issued',
  'registered',
  'mailed',
  'received',
  'sampleFailed',
  'resultReady',
] as const;
export type DnaKitState = (typeof dnaKitStates)[number];

export type DnaKitEvent = 'register' | 'markMailed' | 'receive' | 'fail' | 'complete';

const TRANSITIONS: Record<DnaKitState, Partial<Record<DnaKitEvent, DnaKitState>>> = {
  issued: { register: 'registered' },
  registered: { markMailed: 'mailed', receive: 'received' },
  mailed: { receive: 'received' },
  received: { fail: 'sampleFailed', complete: 'resultReady' },
  sampleFailed: {},
  resultReady: {},
};

/** The state after `event`, or undefined when the kit cannot take it in its state. */
export function nextKitState(state: DnaKitState, event: DnaKitEvent): DnaKitState | undefined {
  return TRANSITIONS[state][event];
}

/** Kit ids are printed like `HSK-4821-7730`: case, spaces and dashes the customer types are ignored. */
export function normalizeKitId(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return /^HSK\d{8}$/.test(compact) ? `HSK-${compact.slice(3, 7)}-${compact.slice(7)}` : compact;
}

export const KIT_ID_PATTERN = /^HSK-\d{4}-\d{4}$/;

export function isKitId(input: string): boolean {
  return KIT_ID_PATTERN.test(normalizeKitId(input));
}

/** Serial numbers are the tube's 12 digits; the last is a Luhn check digit, so a typo is caught. */
export function normalizeSerialNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

export type SerialProblem = 'format' | 'checkDigit';

/** Undefined when the serial number is well formed; otherwise what is wrong with it. */
export function serialNumberProblem(input: string): SerialProblem | undefined {
  const serial = normalizeSerialNumber(input);
  if (!/^\d{12}$/.test(serial)) return 'format';
  return luhnCheckDigit(serial.slice(0, 11)) === Number(serial[11]) ? undefined : 'checkDigit';
}

/** A serial number with its check digit, from 11 digits (demo kits are made with it). */
export function withCheckDigit(elevenDigits: string): string {
  return `${elevenDigits}${luhnCheckDigit(elevenDigits)}`;
}
