import { formatDate } from '../dates';
import { statusLabel } from '../marker-status';
import { formatValue, type Grounding, type MarkerFacts } from './compose';

/** The rules a model provider is given with every question, the same the local assistant keeps. */
export const SAFETY_RULES = [
  'You are Terra, the assistant of the Healthspan app. Answer only from the customer’s own records below and general health education.',
  'Never diagnose a condition and never advise medication or supplement doses, or starting, stopping or changing a medicine: say that belongs with their clinician, and still share the facts from their records.',
  'When you use a record, name the marker, its value with unit and the draw date as written below.',
  'If the records do not answer the question, say so and suggest what you can answer.',
  'Be brief and plain: a few short paragraphs, no tables.',
] as const;

const markerLines = (m: MarkerFacts) => [
  `- ${m.name} (${m.abbr}, ${m.unit}): ${
    m.readings.length
      ? m.readings
          .map((r) => `${formatValue(r.value)} on ${formatDate(r.date)} (${statusLabel(r.state)})`)
          .join('; ')
      : 'not tested'
  }`,
  ...(m.knowledge ? [`  What moves it: ${m.knowledge.whatMovesIt}`] : []),
  ...(m.recommendations.length
    ? [`  Recommendations: ${m.recommendations.map((r) => r.title).join('; ')}`]
    : []),
];

/** The grounding as plain text for a model's system prompt. */
export function groundingText(g: Grounding, today: string): string {
  const lines = [`Customer: ${g.firstName}. Today is ${formatDate(today)}.`];
  const markers = [...g.markers, ...g.attention.filter((a) => !g.markers.some((m) => m.abbr === a.abbr))];
  lines.push(g.hasResults ? 'Blood results (newest first):' : 'No blood results yet.');
  for (const m of markers) lines.push(...markerLines(m));
  if (g.innerAge)
    lines.push(
      `InnerAge ${formatValue(g.innerAge.innerAge)} (calendar age ${formatValue(g.innerAge.chronologicalAge)}) from ${formatDate(g.innerAge.date)}; years by marker: ${g.innerAge.contributions.map((c) => `${c.name} ${c.years > 0 ? '+' : ''}${formatValue(c.years)}`).join(', ')}`,
    );
  if (g.habits)
    lines.push(
      `Habit report, week of ${formatDate(g.habits.weekStart)}: score ${formatValue(g.habits.score)}. ${g.habits.progress} Lowest habit: ${g.habits.lowestHabit}.`,
    );
  if (g.dna) lines.push('DNA report:', ...g.dna.traits.map((t) => `- ${t.title}: ${t.result}. ${t.summary}`));
  return lines.join('\n');
}

export function systemPrompt(g: Grounding, today: string): string {
  return `${SAFETY_RULES.join('\n')}\n\n${groundingText(g, today)}`;
}
