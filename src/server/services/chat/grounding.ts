import { inArray } from 'drizzle-orm';
import type { ChatIntent, Grounding, MarkerFacts } from '../../../domain/chat';
import { PHENOAGE_MARKERS } from '../../../domain/innerage';
import type { Db } from '../../db';
import { markerInformation } from '../../db/schema';
import { loadCatalogue, type Catalogue } from '../blood-catalogue';
import { directionOf, recommendationsByMarker } from '../blood-guidance';
import { latestByMarker, loadBloodProfile, loadResults, type ComputedResult } from '../blood-results';
import { findCustomer } from '../customers';
import { reportOf, reportState } from '../dna';
import { listReports } from '../habit-reports';
import { contributionsOf, innerAgeOf, PHENOAGE_ABBRS, round1, round2 } from '../innerage';

/** How many off-optimal markers an answer may list. */
const ATTENTION_LIMIT = 5;

const needsInnerAge = new Set(['innerage']);
const needsHabits = new Set(['habits']);
const needsDna = new Set(['dna']);

/**
 * Retrieval for one question: only this customer's records, and only the kinds the intent needs
 * (results and the marker knowledge always; InnerAge, habit report and DNA report when asked).
 */
export async function groundingFor(
  db: Db,
  customerId: number,
  intent: ChatIntent,
  now: Date,
): Promise<Grounding> {
  const [customer, profile, catalogue] = await Promise.all([
    findCustomer(db, customerId),
    loadBloodProfile(db, customerId),
    loadCatalogue(db),
  ]);
  const results = profile ? await loadResults(db, catalogue, profile) : [];
  const latest = latestByMarker(results);
  const attentionAbbrs = [...latest.values()]
    .filter((r) => directionOf(r.value.state))
    .sort((a, b) => Math.abs(b.value.state) - Math.abs(a.value.state))
    .slice(0, ATTENTION_LIMIT)
    .map((r) => r.value.markerAbbr);
  const wanted = [...new Set([...intent.markers, ...attentionAbbrs])].filter((abbr) =>
    catalogue.byAbbr.has(abbr),
  );
  const facts = await markerFacts(db, catalogue, results, latest, wanted);
  const byAbbr = new Map(facts.map((f) => [f.abbr, f]));
  const mayUseInnerAge =
    customer !== undefined &&
    customer.permissions.includes('age') &&
    (customer.allowedToSeeInnerAge || customer.hasDiyOrderWithInnerAge);
  return {
    firstName: profile?.firstName ?? customer?.firstName ?? '',
    markers: intent.markers.flatMap((abbr) => byAbbr.get(abbr) ?? []),
    attention: attentionAbbrs.flatMap((abbr) => byAbbr.get(abbr) ?? []),
    hasResults: results.length > 0,
    innerAge:
      needsInnerAge.has(intent.kind) && mayUseInnerAge
        ? innerAgeFacts(catalogue, results, profile?.birthDate ?? null)
        : null,
    habits: needsHabits.has(intent.kind) ? await habitFacts(db, customerId) : null,
    dna: needsDna.has(intent.kind) ? await dnaFacts(db, customerId, now) : null,
  };
}

async function markerFacts(
  db: Db,
  catalogue: Catalogue,
  results: readonly ComputedResult[],
  latest: ReturnType<typeof latestByMarker>,
  abbrs: readonly string[],
): Promise<MarkerFacts[]> {
  if (!abbrs.length) return [];
  const markers = abbrs.map((abbr) => catalogue.byAbbr.get(abbr)!);
  const [info, guidance] = await Promise.all([
    db
      .select()
      .from(markerInformation)
      .where(
        inArray(
          markerInformation.markerId,
          markers.map((m) => m.id),
        ),
      ),
    recommendationsByMarker(db, catalogue, latest, abbrs),
  ]);
  return markers.map((m) => {
    const knowledge = info.find((i) => i.markerId === m.id);
    return {
      abbr: m.abbr,
      name: m.name,
      unit: m.unit,
      readings: results.flatMap((r) => {
        const v = r.values.find((x) => x.markerAbbr === m.abbr);
        return v ? [{ resultId: r.id, date: r.testedAt, value: v.value, state: v.state }] : [];
      }),
      knowledge: knowledge
        ? {
            whatItIs: knowledge.whatItIs,
            whyItMatters: knowledge.whyItMatters,
            whatMovesIt: knowledge.whatMovesIt,
          }
        : null,
      recommendations: (guidance.byMarker.find((g) => g.markerAbbr === m.abbr)?.recommendations ?? []).map(
        (r) => ({ title: r.title, description: r.description, kind: r.kind }),
      ),
    };
  });
}

function innerAgeFacts(catalogue: Catalogue, results: readonly ComputedResult[], birthDate: string | null) {
  for (const result of results) {
    const computed = innerAgeOf(result, birthDate);
    if (!computed.canCompute) continue;
    const { years } = contributionsOf(computed);
    return {
      date: result.testedAt,
      innerAge: round1(computed.phenoAge),
      chronologicalAge: round1(computed.ageYears),
      contributions: PHENOAGE_MARKERS.map((key) => {
        const abbr = PHENOAGE_ABBRS[key];
        return { abbr, name: catalogue.byAbbr.get(abbr)?.name ?? abbr, years: round2(years[key]) };
      }).sort((a, b) => Math.abs(b.years) - Math.abs(a.years)),
    };
  }
  return null;
}

async function habitFacts(db: Db, customerId: number) {
  const [report] = await listReports(db, customerId);
  if (!report) return null;
  const texts = report.reportData.texts;
  return {
    weekStart: report.weekStart,
    score: report.score,
    progress: texts.progress_statement_text.value,
    lowestHabit: texts.lowest_habit_alt_text_formatted_name.value,
    tips: texts.lowest_habit_quick_tips_list.value,
  };
}

async function dnaFacts(db: Db, customerId: number, now: Date) {
  const state = await reportState(db, customerId, now);
  if (state.status !== 'ready') return null;
  const report = await reportOf(db, state.set);
  return {
    // APOE is an opt-in reveal (notes/domain.md): the chat never reveals it unasked.
    traits: report.traits
      .filter((t) => t.determined && !t.optInReveal)
      .map((t) => ({ title: t.title, result: t.result, summary: t.summary })),
  };
}
