import type { OptimizationState } from '../blood-range';
import { formatDate, type IsoDate } from '../dates';
import { statusLabel, statusSentence } from '../marker-status';
import type { ChatIntent } from './intent';

/** One reading of a marker from a draw (value in the marker's primary unit). */
export interface MarkerReading {
  resultId: number;
  date: IsoDate;
  value: number;
  state: OptimizationState;
}

/** What the assistant knows about one of the customer's markers. */
export interface MarkerFacts {
  abbr: string;
  name: string;
  unit: string;
  /** Newest first; empty when the customer was never tested for it. */
  readings: MarkerReading[];
  knowledge: { whatItIs: string; whyItMatters: string; whatMovesIt: string } | null;
  /** The product's recommendations for the side of optimal the latest reading is on. */
  recommendations: {
    title: string;
    description: string;
    kind: 'food' | 'exercise' | 'lifestyle' | 'supplement';
  }[];
}

export interface InnerAgeFacts {
  date: IsoDate;
  innerAge: number;
  chronologicalAge: number;
  /** Years each PhenoAge marker adds (+) or takes off (−), largest effect first. */
  contributions: { abbr: string; name: string; years: number }[];
}

export interface HabitFacts {
  weekStart: IsoDate;
  score: number;
  progress: string;
  lowestHabit: string;
  tips: string[];
}

export interface DnaFacts {
  traits: { title: string; result: string; summary: string }[];
}

/** The customer's own records an answer may use, gathered by retrieval before composing. */
export interface Grounding {
  firstName: string;
  /** The markers the question names. */
  markers: MarkerFacts[];
  /** Markers whose latest reading is off optimal, furthest first (a few). */
  attention: MarkerFacts[];
  /** Whether the customer has any blood results. */
  hasResults: boolean;
  innerAge: InnerAgeFacts | null;
  habits: HabitFacts | null;
  dna: DnaFacts | null;
}

/** A record an answer used; the same shape as the contract's `citation`. */
export interface ChatCitation {
  kind: 'marker' | 'innerage' | 'dna' | 'habit' | 'recommendation' | 'knowledge';
  label: string;
  markerAbbr: string | null;
  value: number | null;
  unit: string | null;
  date: string | null;
  stateLabel: string | null;
  href: string | null;
}

export interface ComposedAnswer {
  text: string;
  citations: ChatCitation[];
}

export const markerHref = (abbr: string) => `/customer/bloodwork/marker-results/${abbr}`;
export const INNERAGE_HREF = '/customer/age';
export const HABITS_HREF = '/customer/habit-reports';
export const DNA_HREF = '/customer/genetics-report';

export const CLINICIAN =
  'Please talk with your doctor or another clinician who knows your history: they can put these numbers in context.';
export const DOSING_REFUSAL =
  'I can’t advise on medication or supplement doses, or on starting, stopping or changing a medicine — that decision belongs with the clinician who prescribes it. Please don’t change anything without talking to them first.';
export const DIAGNOSIS_REFUSAL =
  'I can’t diagnose conditions: a diagnosis needs a clinician who can examine you, know your history and order the right tests.';

/** Questions the local assistant answers well, offered when it cannot help. */
export const SUGGESTED_QUESTIONS = [
  'Why is my LDL high?',
  'How has my vitamin D changed?',
  'What moves my InnerAge?',
  'What should I eat?',
  'What does my DNA say?',
  'How did my habit week go?',
] as const;

/** A value as labs print it: no trailing zeros, at most two decimals. */
export const formatValue = (value: number) => String(Math.round(value * 100) / 100);

/** "Normal (above optimal): in the lab’s reference range, above your optimal range", no full stop. */
// Stryker disable next-line Regex: every status sentence has one full stop, at its end, so `/\./` finds the same one
const zoneWords = (state: OptimizationState) => statusSentence(state).replace(/\.$/, '');

class Citations {
  readonly list: ChatCitation[] = [];
  private readonly seen = new Set<string>();
  add(c: ChatCitation) {
    const key = `${c.kind}|${c.label}|${c.markerAbbr ?? ''}|${c.date ?? ''}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(c);
  }
  reading(m: MarkerFacts, r: MarkerReading) {
    this.add({
      kind: 'marker',
      // the value, unit, date and zone travel as fields: the screen writes them once
      label: m.name,
      markerAbbr: m.abbr,
      value: r.value,
      unit: m.unit,
      date: r.date,
      stateLabel: statusLabel(r.state),
      href: markerHref(m.abbr),
    });
  }
  knowledge(m: MarkerFacts) {
    this.add({
      kind: 'knowledge',
      label: `About ${m.name}`,
      markerAbbr: m.abbr,
      value: null,
      unit: null,
      date: null,
      stateLabel: null,
      href: markerHref(m.abbr),
    });
  }
  recommendation(m: MarkerFacts, title: string) {
    this.add({
      kind: 'recommendation',
      label: title,
      markerAbbr: m.abbr,
      value: null,
      unit: null,
      date: null,
      stateLabel: null,
      href: markerHref(m.abbr),
    });
  }
}

const latestLine = (m: MarkerFacts, r: MarkerReading) =>
  `Your latest ${m.name} is ${formatValue(r.value)} ${m.unit}, from your draw on ${formatDate(r.date)} — ${zoneWords(r.state)}.`;

const notTested = (m: MarkerFacts) =>
  `I don’t see ${m.name} in your results yet, so I can only tell you about it in general.`;

function meaning(m: MarkerFacts, cite: Citations): string[] {
  const out: string[] = [];
  if (m.knowledge) {
    out.push(m.knowledge.whatItIs, m.knowledge.whyItMatters);
    cite.knowledge(m);
  } else out.push(`${m.name} is one of the markers in your blood panel.`);
  const r = m.readings[0];
  if (r) {
    out.push(latestLine(m, r));
    cite.reading(m, r);
  } else out.push(notTested(m));
  return out;
}

function why(m: MarkerFacts, cite: Citations): string[] {
  const r = m.readings[0];
  if (!r) return [notTested(m), ...(m.knowledge ? [`What moves it: ${m.knowledge.whatMovesIt}`] : [])];
  cite.reading(m, r);
  const out = [latestLine(m, r)];
  if (r.state === 0) out.push('It is where it should be, so there is nothing to bring down or up right now.');
  if (m.knowledge) {
    out.push(`What moves it: ${m.knowledge.whatMovesIt}`);
    cite.knowledge(m);
  }
  const previous = m.readings[1];
  if (previous) {
    cite.reading(m, previous);
    out.push(
      `Before that it was ${formatValue(previous.value)} ${m.unit} on ${formatDate(previous.date)}, so it ${direction(previous.value, r.value)}.`,
    );
  }
  if (m.recommendations.length) {
    out.push(
      `What we suggest for it: ${m.recommendations
        .slice(0, 3)
        .map((x) => x.title)
        .join('; ')}.`,
    );
    for (const x of m.recommendations.slice(0, 3)) cite.recommendation(m, x.title);
  }
  if (Math.abs(r.state) >= 3 && r.state !== 7) out.push(CLINICIAN);
  return out;
}

const direction = (from: number, to: number) =>
  to > from ? 'has gone up' : to < from ? 'has come down' : 'has not changed';

function trend(m: MarkerFacts, cite: Citations): string[] {
  if (!m.readings.length) return [notTested(m)];
  if (m.readings.length === 1) {
    cite.reading(m, m.readings[0]!);
    return [
      latestLine(m, m.readings[0]!),
      'That is your only draw with it so far, so there is no change to show yet.',
    ];
  }
  const oldestFirst = [...m.readings].reverse();
  for (const r of m.readings) cite.reading(m, r);
  const first = oldestFirst[0]!;
  const last = oldestFirst[oldestFirst.length - 1]!;
  return [
    `Your ${m.name} over ${oldestFirst.length} draws: ${oldestFirst
      .map((r) => `${formatValue(r.value)} ${m.unit} on ${formatDate(r.date)} (${statusLabel(r.state)})`)
      .join(', ')}.`,
    `From ${formatDate(first.date)} to ${formatDate(last.date)} it ${direction(first.value, last.value)}` +
      (first.value !== last.value ? ` by ${formatValue(Math.abs(last.value - first.value))} ${m.unit}` : '') +
      `, and it is now ${zoneWords(last.state)}.`,
  ];
}

function attentionLines(g: Grounding, cite: Citations, limit = 3): string[] {
  const off = g.attention.filter((m) => m.readings[0]).slice(0, limit);
  if (!off.length) return [];
  for (const m of off) cite.reading(m, m.readings[0]!);
  return [
    `The markers furthest from optimal in your latest results: ${off
      .map((m) => {
        const r = m.readings[0]!;
        return `${m.name} ${formatValue(r.value)} ${m.unit} on ${formatDate(r.date)} (${statusLabel(r.state)})`;
      })
      .join('; ')}.`,
  ];
}

function innerAge(g: Grounding, cite: Citations): string[] {
  const ia = g.innerAge;
  if (!ia)
    return [
      'I can’t compute an InnerAge from your results yet: it needs a draw with all nine PhenoAge markers and your birth date.',
    ];
  cite.add({
    kind: 'innerage',
    label: `InnerAge ${formatValue(ia.innerAge)}, ${formatDate(ia.date)}`,
    markerAbbr: null,
    value: ia.innerAge,
    unit: 'years',
    date: ia.date,
    stateLabel: null,
    href: INNERAGE_HREF,
  });
  const gap = ia.innerAge - ia.chronologicalAge;
  const out = [
    `Your InnerAge from your draw on ${formatDate(ia.date)} is ${formatValue(ia.innerAge)}, against a calendar age of ${formatValue(ia.chronologicalAge)} (${gap <= 0 ? `${formatValue(-gap)} years younger` : `${formatValue(gap)} years older`}).`,
  ];
  const adding = ia.contributions.filter((c) => c.years > 0.05).slice(0, 3);
  const taking = ia.contributions.filter((c) => c.years < -0.05).slice(0, 3);
  if (adding.length)
    out.push(
      `Adding the most years: ${adding.map((c) => `${c.name} (+${formatValue(c.years)} y)`).join(', ')}.`,
    );
  if (taking.length)
    out.push(`Taking years off: ${taking.map((c) => `${c.name} (${formatValue(c.years)} y)`).join(', ')}.`);
  out.push(
    'InnerAge uses the PhenoAge model: glucose, CRP, albumin, creatinine, white cells, lymphocytes, MCV, RDW and alkaline phosphatase, plus your age. Improving the markers that add years moves it most.',
  );
  return out;
}

/** A latest reading on one side of optimal: the recommendations for its direction apply. */
const offOptimal = (m: MarkerFacts) => {
  const state = m.readings[0]?.state;
  return state !== undefined && state !== 0 && state !== 7;
};

function eat(g: Grounding, cite: Citations): string[] {
  // The markers asked about first, then those furthest from optimal.
  const candidates = [...g.markers, ...g.attention.filter((a) => !g.markers.some((m) => m.abbr === a.abbr))];
  const withFood = candidates
    .filter((m) => offOptimal(m) && m.recommendations.some((x) => x.kind === 'food'))
    .slice(0, 3);
  if (!withFood.length)
    return [
      g.hasResults
        ? 'None of your markers furthest from optimal has a food suggestion, so there is nothing specific to eat for. A varied diet rich in vegetables, fibre, legumes, nuts and fish keeps it that way.'
        : 'Once you have blood results I can suggest what to eat for your own markers. Until then: plenty of vegetables, fibre, legumes, nuts and fish.',
      'Your Nutrition page has a plan built from your answers.',
    ];
  const out = ['Here is what your own results point to:'];
  for (const m of withFood) {
    const r = m.readings[0]!;
    cite.reading(m, r);
    const chosen = m.recommendations.filter((x) => x.kind === 'food').slice(0, 2);
    for (const x of chosen) cite.recommendation(m, x.title);
    out.push(
      `• ${m.name} ${formatValue(r.value)} ${m.unit} (${statusLabel(r.state)}, ${formatDate(r.date)}): ${chosen.map((x) => x.title).join('; ')}.`,
    );
  }
  return out;
}

function habits(g: Grounding, cite: Citations): string[] {
  const h = g.habits;
  if (!h)
    return [
      'I don’t have a habit report for you yet. Log your journal and tracker for a week and I can tell you how it went.',
    ];
  cite.add({
    kind: 'habit',
    label: `Habit report, week of ${formatDate(h.weekStart)}`,
    markerAbbr: null,
    value: h.score,
    unit: null,
    date: h.weekStart,
    stateLabel: null,
    href: HABITS_HREF,
  });
  const out = [
    `Your habit score for the week of ${formatDate(h.weekStart)} was ${formatValue(h.score)}. ${h.progress}`.trim(),
  ];
  if (h.lowestHabit) out.push(`The habit with the most room: ${h.lowestHabit}.`);
  if (h.tips.length) out.push(`Tips: ${h.tips.slice(0, 3).join(' ')}`);
  return out;
}

function dna(g: Grounding, cite: Citations): string[] {
  const d = g.dna;
  if (!d || !d.traits.length)
    return [
      'I don’t see a DNA report for you yet. Once your raw data or kit is processed, I can walk you through it.',
    ];
  cite.add({
    kind: 'dna',
    label: 'Your DNA report',
    markerAbbr: null,
    value: null,
    unit: null,
    date: null,
    stateLabel: null,
    href: DNA_HREF,
  });
  return [
    'From your DNA report:',
    ...d.traits.map((t) => `• ${t.title}: ${t.result}. ${t.summary}`),
    'These are associations seen in research, not diagnoses.',
  ];
}

function help(): string[] {
  return [
    'I answer from your own results: what a marker means, why yours is high or low, how it changed over time, what moves your InnerAge, what to eat for your markers, what your DNA says and how your habit week went. I cite the records I used under each answer.',
    `Try: ${SUGGESTED_QUESTIONS.slice(0, 4)
      .map((q) => `“${q}”`)
      .join(', ')}.`,
  ];
}

/**
 * The local assistant's answer to a recognised question from the customer's own records. Dates are
 * the draws' calendar days; `today` is the day in the customer's time zone.
 */
export function composeAnswer(intent: ChatIntent, g: Grounding, today: IsoDate): ComposedAnswer {
  const cite = new Citations();
  const lines: string[] = [];
  const markerFacts = g.markers;
  switch (intent.kind) {
    case 'dosing':
      lines.push(DOSING_REFUSAL);
      for (const m of markerFacts) {
        const r = m.readings[0];
        if (r) {
          // Stryker disable next-line Regex: the latest line starts with its only "Your"
          lines.push(`What I can share: ${latestLine(m, r).replace(/^Your/, 'your')}`);
          cite.reading(m, r);
        }
      }
      break;
    case 'diagnosis':
      lines.push(DIAGNOSIS_REFUSAL);
      for (const m of markerFacts) {
        const r = m.readings[0];
        if (r) {
          lines.push(latestLine(m, r));
          cite.reading(m, r);
        }
      }
      if (!markerFacts.length) lines.push(...attentionLines(g, cite));
      lines.push(CLINICIAN);
      break;
    case 'greeting':
      lines.push(`Hi ${g.firstName}! I’m Terra.`, ...help());
      break;
    case 'help':
      lines.push(...help());
      break;
    case 'meaning':
      for (const m of markerFacts) lines.push(...meaning(m, cite));
      break;
    case 'why':
      for (const m of markerFacts) lines.push(...why(m, cite));
      break;
    case 'trend':
      for (const m of markerFacts) lines.push(...trend(m, cite));
      break;
    case 'innerage':
      lines.push(...innerAge(g, cite));
      break;
    case 'eat':
      lines.push(...eat(g, cite));
      break;
    case 'dna':
      lines.push(...dna(g, cite));
      break;
    case 'habits':
      lines.push(...habits(g, cite));
      break;
    case 'overview': {
      const att = attentionLines(g, cite, 5);
      if (att.length)
        lines.push(
          ...att,
          'Ask me about any of them — for example “Why is my LDL high?” — and I’ll explain.',
        );
      else
        lines.push(
          g.hasResults
            ? `As of ${formatDate(today)}, your latest results have every marker in its optimal range.`
            : 'I don’t see any blood results for you yet.',
        );
      break;
    }
    case 'unknown':
      lines.push('I’m not sure I can answer that from your records.', ...help());
      break;
  }
  return { text: lines.join('\n\n'), citations: cite.list };
}

/** An answer cut into the tokens it streams as: each word with the whitespace before it. */
export function tokensOf(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}
