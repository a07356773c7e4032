// A leading subordinate clause whose closing comma is missing in the source ("Als die Geräusche
// entstanden lief die Menge zusammen"): the comma goes back between the two finite verbs, so the
// splitter sees the two clauses; likewise before a final "um … zu V" ("Er ging in die Stadt um Brot zu
// kaufen") and before a closing adverbial clause ("Ich taufe euch mit Wasser damit ihr umkehrt").
// Runs before the clause is split.

import { agrees, hasFiniteVerb, LEADING_CONJUNCTIONS, readVerbFinal, subjectAt } from "./clause-tools.ts";
import { innerFiniteVerb, zuInfinitive } from "./infinitive-complement.ts";
import { finiteReadings, infinitiveLemmas, isNonFiniteVerb, pastParticipleLemmas } from "./lexicon-access.ts";
import { MODALS } from "./open-modal.ts";
import { subordinatorOf } from "./split-subordinate.ts";
import { determinerPhraseCases, determinerSlots } from "./noun-phrase.ts";
import { isDateDot, type Token } from "./tokens.ts";
import { SUBJECT_PRONOUNS, SUBORDINATORS } from "./word-classes.ts";

/** Subordinators of adverbial clauses that open a sentence (not "da", "bis": also adverb, preposition). */
const LEADING_SUBORDINATOR =
  /^(?:als|wenn|weil|nachdem|obwohl|bevor|sobald|falls|sofern|während|solange|seitdem)$/i;

/** The finite verb at `index` has an agreeing subject pronoun right after it ("rufen Sie"). */
function pronounAfter(tokens: readonly Token[], index: number): boolean {
  const pronoun = tokens[index + 1]?.text ?? "";
  const agreements = pronoun === "Sie" ? SUBJECT_PRONOUNS.get("sie") : SUBJECT_PRONOUNS.get(pronoun);
  return agreements !== undefined && agrees(finiteReadings(tokens[index]), agreements);
}

/** The main clause's finite verb: no infinitive or participle reading, or its agreeing subject pronoun after it. */
function mainVerbAt(tokens: readonly Token[], index: number): boolean {
  if (finiteReadings(tokens[index]).length === 0) return false;
  // "Wenn Sie Fragen haben rufen Sie uns an": "rufen" is finite, as "Sie" after it shows.
  return !isNonFiniteVerb(tokens[index]) || pronounAfter(tokens, index);
}

/**
 * "Als die Sonne aber aufging wurden sie verbrannt" -> "Als die Sonne aber aufging, wurden sie
 * verbrannt". Only when the clause opens (after und/aber) with a subordinator and its subject, the
 * first finite verb after the subject agrees with it (infinitives and participles of its cluster
 * may stand before it: "gerufen hatte", "gehen wollte") and a second finite verb follows right
 * after it ("ließ", or "rufen Sie": see mainVerbAt). Before the first punctuation only. The
 * tokens unchanged otherwise.
 */
export function commaAfterLeadingClause(tokens: readonly Token[], formal: boolean): readonly Token[] {
  const start = LEADING_CONJUNCTIONS.has(tokens[0]?.text.toLowerCase() ?? "") ? 1 : 0;
  const opener = tokens[start];
  if (opener === undefined || !LEADING_SUBORDINATOR.test(opener.text)) return tokens;
  // "Während sie schliefen …" but "Als ob …", "Als Kind …" (no finite verb follows anyway).
  if (/^(?:ob|wenn|dass|daß|wie)$/i.test(tokens[start + 1]?.text ?? "")) return tokens;
  const subject = subjectAt(tokens, start + 1, formal);
  if (subject === undefined) return tokens;
  for (let index = subject.end; index < tokens.length - 1; index += 1) {
    const token = tokens[index];
    if (token === undefined || token.kind === "p") return tokens;
    const readings = finiteReadings(token);
    if (readings.length === 0) continue;
    // "verspottet hatten zogen": a participle or infinitive that looks finite ("verspottet") before an
    // agreeing finite verb is part of the cluster, unless that verb has its own pronoun ("haben rufen Sie").
    const inCluster =
      isNonFiniteVerb(token) &&
      agrees(finiteReadings(tokens[index + 1]), subject.agreements) &&
      !pronounAfter(tokens, index + 1);
    if (!inCluster && agrees(readings, subject.agreements) && mainVerbAt(tokens, index + 1)) {
      if (readVerbFinal(tokens.slice(start + 1, index + 1)) === undefined) return tokens;
      return [
        ...tokens.slice(0, index + 1),
        { kind: "p", text: ",", space: false },
        ...tokens.slice(index + 1),
      ];
    }
    // Another finite verb form inside the clause ("als er kam und sah …"): unsure where it ends.
    if (!isNonFiniteVerb(token)) return tokens;
  }
  return tokens;
}

/** Verbs whose object takes "um" ("bitten um", "sich kümmern um", "es geht um"): "um" after them is no purpose. */
const TAKES_UM: ReadonlySet<string> = new Set([
  "bitten",
  "ersuchen",
  "betteln",
  "flehen",
  "beten",
  "kümmern",
  "sorgen",
  "bemühen",
  "bewerben",
  "kämpfen",
  "ringen",
  "streiten",
  "werben",
  "bangen",
  "trauern",
  "wetten",
  "spielen",
  "beneiden",
  "wissen",
  "fragen",
]);
/** Nouns that take "um" ("die Sorge um", "die Bitte um"). */
const NOUN_TAKES_UM = /^(?:Bitte|Sorge|Sorgen|Angst|Kampf|Streit|Frage|Wettbewerb|Wettstreit)$/;

/**
 * "Er ging in die Stadt um Brot zu kaufen" -> "Er ging in die Stadt, um Brot zu kaufen": a comma goes
 * before an "um" whose words up to the next punctuation end in a zu-infinitive with no verb of its
 * own, after a main clause with a finite verb. Not after verbs or nouns whose object takes "um"
 * ("Er bat um Erlaubnis zu gehen", "die Sorge um …"), not before a time ("um 8 Uhr") and not right
 * after punctuation or a conjunction ("… und um zu hassen"). The tokens unchanged otherwise.
 */
export function commaBeforePurpose(tokens: readonly Token[]): readonly Token[] {
  for (let at = tokens.length - 3; at >= 2; at -= 1) {
    if (tokens[at]?.text !== "um") continue;
    const before = tokens.slice(0, at);
    const next = tokens.findIndex((token, index) => index > at && token.kind === "p");
    const purpose = tokens.slice(at + 1, next < 0 ? tokens.length : next);
    const previous = before.at(-1);
    // "… und um zu hassen": a conjunction joins it to what stands before.
    if (previous === undefined || previous.kind === "p" || NOUN_TAKES_UM.test(previous.text)) return tokens;
    if (/^(?:und|oder|aber|sondern|denn|sowie)$/i.test(previous.text)) return tokens;
    if (purpose[0]?.kind === "n" || purpose.some((token) => token.text === "Uhr")) return tokens;
    const parsed = zuInfinitive(purpose);
    if (parsed === undefined || innerFiniteVerb(parsed.before)) return tokens;
    // "Er hat sich um die Kinder zu kümmern": the infinitive's own object takes "um".
    if (TAKES_UM.has(parsed.infinitive)) return tokens;
    const start = before.findLastIndex((token) => token.kind === "p") + 1;
    const main = before.slice(start);
    if (!hasFiniteVerb(main)) return tokens;
    // "Es geht um …", "Es handelt sich um …": only with "es".
    const impersonal = main.some((token) => /^es$/i.test(token.text));
    const lemmas = (token: Token) => [
      ...finiteReadings(token).map((reading) => reading.lemma),
      ...pastParticipleLemmas(token),
    ];
    const governs = main.some((token) =>
      lemmas(token).some((lemma) => TAKES_UM.has(lemma) || (impersonal && /^(?:gehen|handeln)$/.test(lemma))),
    );
    if (governs) return tokens;
    return [...before, { kind: "p", text: ",", space: false }, ...tokens.slice(at)];
  }
  return tokens;
}

/** Modal verbs (lemmas) whose infinitive closes the clause; "möchte" reads as "mögen". */
const OPEN_MODALS: ReadonlySet<string> = new Set([...MODALS, "mögen"]);

/**
 * "Die Firma möchte damit die Wartezeiten verkürzen.": a finite modal in the head with no
 * infinitive after it waits for the infinitive that ends the tail, so "damit" is the adverb ("with
 * it"), not "so that" ("Die Firma möchte." / "Dann verkürzen die Wartezeiten." was made). A tail
 * that ends in a modal itself ("damit wir leben können") is a clause of its own.
 */
function adverbBeforeOpenInfinitive(head: readonly Token[], tail: readonly Token[]): boolean {
  const modalAt = head.findLastIndex((token) =>
    finiteReadings(token).some((reading) => OPEN_MODALS.has(reading.lemma)),
  );
  if (modalAt < 0 || head.slice(modalAt + 1).some((token) => infinitiveLemmas(token).length > 0))
    return false;
  const last = tail.filter((token) => token.kind === "w").at(-1);
  return (
    last !== undefined &&
    infinitiveLemmas(last).length > 0 &&
    !infinitiveLemmas(last).some((lemma) => OPEN_MODALS.has(lemma))
  );
}

/** Subordinators of adverbial clauses whose comma goes back before them at the end of a sentence. */
const CLOSING_SUBORDINATOR = /^(?:wenn|weil|obwohl|nachdem|bevor|sobald|falls|damit|während)$/;

/**
 * Words before the subordinator that take it without a comma ("nur wenn", "je nachdem", "als
 * wenn", "und damit", "vor allem wenn").
 */
const TAKES_SUBORDINATOR =
  /^(?:und|oder|aber|sondern|nur|erst|auch|selbst|sogar|außer|als|wie|so|dann|gerade|denn|doch|je|besonders|noch|bloß|eben|genau|vor|allem)$/i;

/**
 * "Ich taufe euch mit Wasser damit ihr umkehrt" -> "Ich taufe euch mit Wasser, damit ihr umkehrt":
 * a comma goes before the last subordinator when it opens a verb-final clause with its own
 * agreeing subject that runs to the end (no punctuation after it but a comma before a closing
 * "aber"/"denn"/"doch"/"sondern" clause), and the words before it back
 * to the last punctuation hold a finite verb and no other subordinator ("Da ging er …": an adverb
 * "da" before the verb counts as none). Not after a word that takes the subordinator ("nur wenn",
 * "je nachdem") or for the preposition ("während der Predigt"). The tokens unchanged otherwise.
 */
export function commaBeforeSubordinator(tokens: readonly Token[]): readonly Token[] {
  let end = tokens.length;
  for (let at = tokens.length - 2; at >= 2; at -= 1) {
    const token = tokens[at] as Token;
    // "…, aber man konnte sie nicht sehen": a main clause after "aber"/"denn"/"doch"/"sondern" ends
    // the clause too.
    if (
      token.text === "," &&
      /^(?:aber|denn|doch|sondern)$/.test(tokens[at + 1]?.text ?? "") &&
      end === tokens.length
    ) {
      end = at;
      continue;
    }
    // "bis zum 15. Mai damit …": the point of a date is no clause boundary.
    if (token.kind === "p" && !isDateDot(tokens, at)) return tokens;
    if (!CLOSING_SUBORDINATOR.test(token.text)) continue;
    const before = tokens[at - 1];
    if (before === undefined || before.kind === "p" || TAKES_SUBORDINATOR.test(before.text)) return tokens;
    const tail = tokens.slice(at, end);
    if (subordinatorOf(tail)?.word !== token.text) return tokens;
    const clause = readVerbFinal(tail.slice(1));
    const subject = clause && subjectAt(clause.middle, 0, false);
    if (clause === undefined || subject === undefined || !agrees(clause.readings, subject.agreements))
      return tokens;
    // "Sie haben während der Fahrt ein Mobiltelefon benutzt": "der Fahrt" cannot be a nominative,
    // so "während" is the preposition.
    const determiner = clause.middle[0]?.text.toLowerCase() ?? "";
    if (
      subject.end === 2 &&
      determinerSlots(determiner) !== undefined &&
      !determinerPhraseCases(determiner, clause.middle[1]).has("nom")
    )
      return tokens;
    if ((clause.after?.length ?? 0) > 0) return tokens;
    const start =
      tokens.findLastIndex((other, index) => index < at && other.kind === "p" && !isDateDot(tokens, index)) +
      1;
    const head = tokens.slice(start, at);
    const opener = subordinatorOf(head) === undefined ? 1 : 0;
    if (
      !hasFiniteVerb(head) ||
      head.slice(opener).some((other) => SUBORDINATORS.has(other.text.toLowerCase())) ||
      (token.text === "damit" && adverbBeforeOpenInfinitive(head, tail))
    )
      return tokens;
    return [...tokens.slice(0, at), { kind: "p", text: ",", space: false }, ...tokens.slice(at)];
  }
  return tokens;
}
