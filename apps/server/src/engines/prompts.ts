import type { RerollType, Separator } from "@leicht/contracts";
import { PROFILES } from "@leicht/textkit/rules/profiles.ts";
import type { Profile } from "@leicht/textkit/rules/types.ts";
import type { EngineLevel } from "./types.ts";

type PromptRule = { ruleId: string; text: (profile: Profile) => string };

/**
 * The rules the model is told, each tied to a rule id of textkit's profiles: a rule is listed
 * only when the profile checks it (level other than "off"), with the profile's thresholds, so
 * the prompt and the rule check never disagree.
 */
const PROMPT_RULES: readonly PromptRule[] = [
  {
    ruleId: "sentence-length",
    text: (p) =>
      `Schreibe kurze Sätze: möglichst höchstens ${p.thresholds.sentenceWordsWarn} Wörter, nie mehr als ${p.thresholds.sentenceWordsError} Wörter.`,
  },
  { ruleId: "one-statement", text: () => "Jeder Satz enthält nur eine Aussage." },
  {
    ruleId: "subordinate-clause",
    text: (p) =>
      p.thresholds.subordinateClausesAllowed === 0
        ? 'Schreibe nur Hauptsätze. Löse Nebensätze auf: "weil" wird zu "Deshalb", "wenn" zu "Vielleicht ... Dann", "obwohl" zu "Trotzdem".'
        : `Höchstens ${p.thresholds.subordinateClausesAllowed} kurzer Nebensatz pro Satz.`,
  },
  { ruleId: "passive", text: () => "Schreibe aktiv, nicht im Passiv. Sage, wer etwas tut." },
  { ruleId: "genitive", text: () => 'Kein Genitiv: schreibe "von" mit Dativ ("die Höhe vom Einkommen").' },
  { ruleId: "konjunktiv", text: () => "Kein Konjunktiv: schreibe im Indikativ." },
  { ruleId: "negation", text: () => "Formuliere positiv und vermeide Verneinungen." },
  { ruleId: "praeteritum", text: () => "Schreibe im Präsens oder im Perfekt, nicht im Präteritum." },
  {
    ruleId: "number-words",
    text: (p) =>
      p.numbers === "digits"
        ? "Schreibe alle Zahlen als Ziffern."
        : "Zahlen bis 12 als Wort, größere Zahlen als Ziffern.",
  },
  {
    ruleId: "large-numbers",
    text: () => 'Vermeide große Zahlen und Prozente: schreibe "viele" oder "3 von 4".',
  },
  { ruleId: "dates", text: () => 'Schreibe Daten aus: "1. Februar 2025".' },
  { ruleId: "roman-numerals", text: () => "Keine römischen Zahlen." },
  { ruleId: "special-characters", text: () => "Keine Sonderzeichen wie Klammern, Schrägstriche, § oder %." },
  { ruleId: "abbreviations", text: () => 'Keine Abkürzungen: schreibe "zum Beispiel" statt "z. B.".' },
  { ruleId: "rare-words", text: () => "Benutze einfache, bekannte Wörter. Erkläre schwierige Wörter." },
  { ruleId: "idioms", text: () => "Keine Redewendungen und keine bildliche Sprache." },
  { ruleId: "synonym-variation", text: () => "Benutze für eine Sache immer dasselbe Wort." },
  { ruleId: "nominalisations", text: () => 'Benutze Verben statt Nomen auf "-ung", "-heit", "-keit".' },
  { ruleId: "indirect-speech", text: () => "Keine indirekte Rede." },
  { ruleId: "cross-references", text: () => 'Keine Verweise wie "siehe oben" und keine Fußnoten.' },
];

const SEPARATOR_RULE: Record<Separator, string> = {
  mediopunkt: 'Trenne lange zusammengesetzte Wörter mit dem Mediopunkt: "Einkommens·nachweis".',
  hyphen: 'Trenne lange zusammengesetzte Wörter mit Bindestrich: "Einkommens-Nachweis".',
  none: "Trenne zusammengesetzte Wörter nicht.",
};

const INTRO: Record<EngineLevel, string> = {
  leicht:
    'Du übersetzt deutsche Texte in Leichte Sprache nach DIN SPEC 33429 und den Regeln des Netzwerks Leichte Sprache. Die Leser haben Lern-Schwierigkeiten oder lesen wenig Deutsch. Sprich die Leser mit "Sie" an, erwachsen und respektvoll.',
  einfach:
    "Du übersetzt deutsche Texte in Einfache Sprache nach DIN 8581-1 (etwa Sprachniveau B1). Die Leser lesen nicht gern lange, schwierige Texte.",
};

const LAYOUT: Record<EngineLevel, string> = {
  leicht: "Schreibe jeden Satz in eine eigene Zeile. Trenne Absätze mit einer Leerzeile.",
  einfach: "Behalte alle Informationen und die Absätze des Textes. Schreibe normalen Fließtext.",
};

const TRUTH =
  "Schreibe nur, was im Text steht. Erfinde nichts dazu. Antworte nur mit dem übersetzten Text, ohne Einleitung, ohne Erklärung deiner Arbeit und ohne Markdown-Überschriften.";

/** The system prompt for a level, built from textkit's rule profile and the separator preference. */
export function systemPrompt(level: EngineLevel, separator: Separator): string {
  const profile = PROFILES[level];
  const rules = PROMPT_RULES.filter((rule) => (profile.levels[rule.ruleId] ?? "off") !== "off").map((rule) =>
    rule.text(profile),
  );
  if (level === "leicht") rules.push(SEPARATOR_RULE[separator]);
  const numbered = rules.map((rule, index) => `${index + 1}. ${rule}`).join("\n");
  return `${INTRO[level]}\n\nRegeln:\n${numbered}\n\n${LAYOUT[level]}\n${TRUTH}`;
}

export function translatePrompt(text: string, summarize: boolean): string {
  const task = summarize
    ? "Übersetze den folgenden Text und behalte nur die wichtigsten Informationen."
    : "Übersetze den folgenden Text.";
  return `${task}\n\n<text>\n${text}\n</text>`;
}

const REROLL_TASK: Record<RerollType, string> = {
  kuerzen: "Kürze die Übersetzung. Behalte die wichtigsten Informationen. Halte dich weiter an alle Regeln.",
  erklaeren:
    "Erkläre die Übersetzung ausführlicher: erkläre schwierige Wörter mit einem kurzen Satz und gib ein Beispiel, wo es hilft.",
  uebersetzen:
    "Übersetze den Ausgangstext noch einmal neu, mit anderen Worten als die bisherige Übersetzung.",
};

export function rerollPrompt(input: string, output: string, type: RerollType): string {
  return `${REROLL_TASK[type]}\n\n<ausgangstext>\n${input}\n</ausgangstext>\n\n<uebersetzung>\n${output}\n</uebersetzung>`;
}
