// Loads the engine's data (lexicon, frequencies, compounds, glossary) right after start, so the
// first visitor's translation is not the one that waits for it (about 2-3 s on a small machine).
import { checkText, translateText } from "@leicht/textkit";

const SAMPLE =
  "Sehr geehrte Frau Müller, wir haben Ihren Antrag auf Wohngeld erhalten, weil Sie umgezogen sind. " +
  "Bitte reichen Sie die Unterlagen bis zum 15.04.2026 ein.";

/** Runs one translation per level and one rule check; returns the time taken in milliseconds. */
export function warmUpEngine(): number {
  const started = performance.now();
  translateText(SAMPLE, { level: "leicht" });
  translateText(SAMPLE, { level: "einfach" });
  checkText(SAMPLE, { profile: "leicht" });
  return Math.round(performance.now() - started);
}
