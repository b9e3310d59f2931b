/**
 * What a question to Ask Terra is about, recognised by rules (no model): the local assistant answers
 * from the customer's own records by intent, and the safety intents (diagnosis, medication dosing)
 * are recognised before any other so they are never answered as facts.
 */
export type ChatIntentKind =
  | 'dosing'
  | 'diagnosis'
  | 'greeting'
  | 'help'
  | 'meaning'
  | 'why'
  | 'trend'
  | 'innerage'
  | 'eat'
  | 'dna'
  | 'habits'
  | 'overview'
  | 'unknown';

export interface ChatIntent {
  kind: ChatIntentKind;
  /** Marker abbreviations the question names, in the order it names them. */
  markers: string[];
}

/** A catalogue marker as the recogniser needs it. */
export interface MarkerName {
  abbr: string;
  name: string;
}

/** Everyday words for markers, beyond their catalogue names (matched as whole words). */
export const MARKER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  CHOL: ['cholesterol', 'total cholesterol', 'chol'],
  HDL: ['hdl', 'hdl c', 'good cholesterol'],
  LDL: ['ldl', 'ldl c', 'bad cholesterol'],
  TG: ['triglyceride', 'trigs', 'tg'],
  NONHDL: ['non hdl'],
  APOB: ['apob', 'apo b', 'apolipoprotein b'],
  LPA: ['lp a', 'lpa', 'lipoprotein a'],
  GLU: ['glucose', 'blood sugar', 'sugar', 'fasting glucose'],
  HBA1C: ['a1c', 'hba1c', 'hemoglobin a1c', 'haemoglobin a1c'],
  INSULIN: ['insulin'],
  HSCRP: ['crp', 'hs crp', 'hscrp', 'c reactive protein', 'inflammation'],
  VITD: ['vitamin d', 'vit d', 'vitd', '25 oh d'],
  B12: ['b12', 'vitamin b12', 'cobalamin'],
  FOLATE: ['folate', 'folic acid'],
  FERRITIN: ['ferritin', 'iron stores'],
  HGB: ['hemoglobin', 'haemoglobin', 'hb'],
  WBC: ['white blood cells', 'white cells', 'wbc'],
  RBC: ['red blood cells', 'red cells', 'rbc'],
  PLT: ['platelets', 'platelet'],
  RDW: ['rdw'],
  MCV: ['mcv'],
  ALT: ['alt'],
  AST: ['ast'],
  GGT: ['ggt'],
  ALP: ['alp', 'alkaline phosphatase'],
  CREAT: ['creatinine'],
  EGFR: ['egfr', 'kidney function', 'kidneys'],
  TSH: ['tsh', 'thyroid'],
  TESTO: ['testosterone', 'testo'],
  CORTISOL: ['cortisol', 'stress hormone'],
};

/**
 * Conditions and medicines people ask about, and the markers whose facts an answer can still share
 * (a diagnosis or dosing question is declined, the customer's own numbers are not).
 */
export const TOPIC_MARKERS: readonly { pattern: RegExp; markers: readonly string[] }[] = [
  {
    pattern:
      /\b(diabet\w*|prediabet\w*|pre diabet\w*|insulin resistan\w*|metformin|ozempic|semaglutide|tirzepatide)\b/,
    markers: ['GLU', 'HBA1C', 'INSULIN'],
  },
  {
    pattern:
      /\b(heart disease|heart attack|cardiovascular|atherosclerosis|stroke|statins?|atorvastatin|rosuvastatin|simvastatin|ezetimibe)\b/,
    markers: ['LDL', 'APOB', 'LPA'],
  },
  { pattern: /\b(anaemi\w*|anemi\w*)\b/, markers: ['HGB', 'FERRITIN'] },
  {
    pattern: /\b(hypothyroid\w*|hyperthyroid\w*|hashimoto\w*|levothyroxine|thyroxine|synthroid)\b/,
    markers: ['TSH'],
  },
  { pattern: /\b(kidney disease|ckd|renal)\b/, markers: ['EGFR', 'CREAT'] },
  { pattern: /\b(fatty liver|liver disease|nafld|masld|hepatitis)\b/, markers: ['ALT', 'AST', 'GGT'] },
];

/** Lowercase words separated by single spaces, with a space at both ends for whole-word search. */
export function normalizeQuestion(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/** The words of a catalogue name without its parenthesised part: "Glucose (fasting)" → glucose. */
const baseName = (name: string) => name.replace(/\([^)]*\)/g, ' ');

/**
 * The markers a question names, in the order it names them. Longer phrases win ("LDL cholesterol"
 * is LDL, not total cholesterol), so each match blanks its words before shorter phrases are tried.
 */
export function findMarkers(question: string, markers: readonly MarkerName[]): string[] {
  const known = new Set(markers.map((m) => m.abbr));
  const phrases: { phrase: string; abbr: string }[] = [];
  for (const m of markers) {
    const name = normalizeQuestion(baseName(m.name)).trim();
    if (name.length >= 3) phrases.push({ phrase: name, abbr: m.abbr });
  }
  for (const [abbr, aliases] of Object.entries(MARKER_ALIASES))
    if (known.has(abbr)) for (const alias of aliases) phrases.push({ phrase: alias, abbr });
  phrases.sort((a, b) => b.phrase.length - a.phrase.length);
  let text = normalizeQuestion(question);
  const found: { abbr: string; at: number }[] = [];
  for (const { phrase, abbr } of phrases) {
    for (const variant of [phrase, `${phrase}s`]) {
      const needle = ` ${variant} `;
      let at = text.indexOf(needle);
      while (at >= 0) {
        found.push({ abbr, at });
        text = text.slice(0, at + 1) + ' '.repeat(variant.length) + text.slice(at + 1 + variant.length);
        at = text.indexOf(needle);
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.abbr))];
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

const MEDICATION =
  /\b(med|meds|medication|medications|medicine|medicines|drug|drugs|pill|pills|tablet|tablets|prescription|statin|statins|atorvastatin|rosuvastatin|simvastatin|pravastatin|ezetimibe|metformin|insulin|levothyroxine|thyroxine|synthroid|ozempic|semaglutide|wegovy|mounjaro|tirzepatide|aspirin|warfarin|blood thinner|blood thinners|beta blocker|lisinopril|amlodipine|testosterone|trt|hrt|supplement|supplements|vitamin d|d3|b12|iron|fish oil|omega 3|magnesium)\b/;
const DOSE =
  /\b(how (much|many)|dose|doses|dosage|dosing|milligrams?|mg|iu|units?|increase|decrease|reduce|double|halve|up my|lower my)\b/;
const CHANGE_MEDICATION =
  /\b(should|can|could|do) i (stop|start|quit|skip|come off|get off|go off|switch|change|increase|decrease|reduce|double|halve|keep taking|stop taking|start taking)\b/;
const DIAGNOSIS =
  /\b(do i have|have i got|could i have|might i have|may i have|do you think i have|does (this|that|it) mean i have|is (this|that|it) (a sign of|cancer|diabetes|diabetic|serious|dangerous)|am i (diabetic|prediabetic|pre diabetic|anemic|anaemic|sick|ill|dying|at risk of)|diagnose|diagnosis|what disease|what condition|what illness)\b/;

const FOLLOW_UP = /\b(it|its|that|this|these|those|them|they)\b/;

/**
 * The intent of a question. Dosing and diagnosis come first so a question that also names a marker
 * is still answered with safe wording; then the subjects, then marker questions (how it changed,
 * why it is high or low, what it means).
 */
export function recognizeIntent(
  question: string,
  markers: readonly MarkerName[],
  context: { previousQuestion?: string } = {},
): ChatIntent {
  const text = normalizeQuestion(question);
  const known = new Set(markers.map((m) => m.abbr));
  const named = findMarkers(question, markers);
  // A follow-up ("How has it changed?") is about the markers of the question before it.
  if (!named.length && context.previousQuestion && FOLLOW_UP.test(text))
    named.push(...findMarkers(context.previousQuestion, markers));
  for (const topic of TOPIC_MARKERS)
    if (topic.pattern.test(text))
      for (const abbr of topic.markers) if (known.has(abbr) && !named.includes(abbr)) named.push(abbr);
  const intent = (kind: ChatIntentKind): ChatIntent => ({ kind, markers: named });
  if (
    (has(text, MEDICATION) && (has(text, DOSE) || has(text, CHANGE_MEDICATION))) ||
    has(text, /\b(stop|quit) (taking )?my\b/)
  )
    return intent('dosing');
  if (has(text, DIAGNOSIS)) return intent('diagnosis');
  if (has(text, /\b(inner ?age|biological age|bio age|phenoage|pheno age|how old is my body)\b/))
    return intent('innerage');
  if (
    has(
      text,
      /\b(dna|genes?|genetics?|genetic|genotypes?|apoe|mthfr|fto|actn3|cyp1a2|lactase|lactose|caffeine)\b/,
    )
  )
    return intent('dna');
  if (has(text, /\b(habits?|my week|this week|last week|journal|tracker|habit score|habit report)\b/))
    return intent('habits');
  if (has(text, /\b(eat|eating|food|foods|diet|meal|meals|nutrition|recipes?|drink|cook)\b/))
    return intent('eat');
  if (named.length) {
    if (
      has(
        text,
        /\b(change|changed|changing|trend|trends|over time|improv\w*|better|worse|history|progress|compare|since|going up|going down|over the years)\b/,
      )
    )
      return intent('trend');
    if (
      has(
        text,
        /\b(why|high|higher|low|lower|elevated|raised|too|out of range|bad|worry|worried|concern\w*|off)\b/,
      )
    )
      return intent('why');
    return intent('meaning');
  }
  if (
    has(
      text,
      /\b(why|high|low|elevated|out of range|worst|attention|improve|focus|priority|priorities|results?|how am i doing|summary|overview)\b/,
    )
  )
    return intent('overview');
  if (has(text, /^ (hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|cheers)\b/))
    return intent('greeting');
  if (has(text, /\b(help|what can you|what do you|who are you|how do you work|what should i ask)\b/))
    return intent('help');
  return intent('unknown');
}
