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

/** A kit's state as the back office shows it (badges, filters, refusals): worded once. */
export const KIT_STATE_LABELS: Record<DnaKitState, string> = {
  issued: 'Issued',
  registered: 'Registered',
  mailed: 'Mailed',
  received: 'At the lab',
  sampleFailed: 'Sample failed',
  resultReady: 'Ready',
};

/** The moves the lab (the back office) makes; `register` is the customer's own. */
export const labKitEvents = ['markMailed', 'receive', 'fail', 'complete'] as const;
export type LabKitEvent = (typeof labKitEvents)[number];

/** What each lab move is called on its button. */
export const KIT_EVENT_LABELS: Record<DnaKitEvent, string> = {
  register: 'Register',
  markMailed: 'Mark mailed',
  receive: 'Mark received at the lab',
  fail: 'Mark sample failed',
  complete: 'Mark ready (upload the result)',
};

/** The lab moves a kit in `state` can take now (nextKitState is the rule). */
export const labEventsFor = (state: DnaKitState): LabKitEvent[] =>
  labKitEvents.filter((e) => nextKitState(state, e) !== undefined);

const STATE_PHRASES: Record<DnaKitState, string> = {
  issued: 'not registered yet',
  registered: 'registered',
  mailed: 'mailed',
  received: 'at the lab',
  sampleFailed: 'failed',
  resultReady: 'ready',
};

const EVENT_WORDS: Record<LabKitEvent, string> = {
  markMailed: 'marked mailed',
  receive: 'marked received',
  fail: 'marked failed',
  complete: 'marked ready',
};

/**
 * Why a kit cannot take `event`, naming its state and what it can take instead
 * ("A kit that is at the lab can be marked failed or marked ready").
 */
export function kitEventRefusal(state: DnaKitState, event: LabKitEvent): string {
  const can = labEventsFor(state).map((e) => EVENT_WORDS[e]);
  const options = can.length
    ? // Stryker disable next-line UnaryOperator: a kit can take two lab moves at most, where the first of two is also all but the last
      `can be ${can.length > 1 ? `${can.slice(0, -1).join(', ')} or ${can.at(-1)}` : can[0]}`
    : 'takes no further steps';
  return `A kit that is ${STATE_PHRASES[state]} cannot be ${EVENT_WORDS[event]}: it ${options}.`;
}
