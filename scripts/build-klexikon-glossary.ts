// Builds packages/textkit/data/glossary/klexikon.json from Klexikon articles (CC BY-SA).
//
// Usage: node --import tsx scripts/build-klexikon-glossary.ts /work/shared/content/klexikon
//
// Input: one article per file, <Title>.txt, one sentence per line (dennlinger/klexikon raw data).
// Output: general terms that are NOT in our own glossary, each with the first sentence(s) of the
// article as a short plain definition, marked with source "klexikon" and the article link.
// Klexikon text is written for children, not as Leichte Sprache: the app must show the credit
// and must not present these entries as checked Leichte Sprache.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const glossaryDir = resolve(here, "../packages/textkit/data/glossary");
const outFile = join(glossaryDir, "klexikon.json");

const MAX_LEICHT_WORDS = 14;
const MAX_EINFACH_WORDS = 40;

interface GlossaryEntry {
  term: string;
  forms?: string[];
}

interface KlexikonEntry {
  term: string;
  domain: "allgemein";
  explanation_leicht: string;
  explanation_einfach: string;
  synonyms: string[];
  forms: string[];
  source: "klexikon";
  source_url: string;
  licence: "CC BY-SA 4.0";
  attribution: string;
  leicht_shortened: boolean;
}

// First sentences that describe places, people, works or brands rather than a general term.
const SKIP_FIRST_SENTENCE: RegExp[] = [
  /\bwar (ein|eine)\b/,
  /\b(wurde|ist) (am|im Jahr) .*geboren\b/,
  /\bgeboren\b/,
  /\b(ist|war|nennt man|heißt) (ein|eine|der|die|das)( [\p{L}-]+){0,3} (Stadt|Großstadt|Kleinstadt|Hauptstadt|Millionenstadt|Hansestadt|Land|Staat|Inselstaat|Stadtstaat|Bundesland|Insel|Inselgruppe|Halbinsel|Fluss|Strom|Nebenfluss|Berg|Gebirge|Mittelgebirge|Vulkan|See|Meer|Ozean|Meeresbucht|Bucht|Region|Landschaft|Gegend|Kontinent|Dorf|Gemeinde|Kanton|Provinz|Bezirk|Stadtteil|Kreis|Wüste|Wald|Platz|Straße|Kirche|Dom|Schloss|Burg|Band|Musikgruppe|Firma|Fußballverein|Verein|Partei|Zeitung|Fernsehserie|Serie|Film|Buch|Roman|Märchen|Oper|Figur|Comicfigur|Zeichentrickfigur|Pharao|König|Königin|Kaiser|Kaiserin|Fürst|Papst|Dichter|Schriftsteller|Schriftstellerin|Sänger|Sängerin|Schauspieler|Schauspielerin|Musiker|Musikerin|Komponist|Maler|Malerin|Künstler|Künstlerin|Politiker|Politikerin|Fußballspieler|Sportler|Sportlerin|Wissenschaftler|Erfinder|Forscher|Philosoph|Heiliger|Gott|Göttin)\b/u,
  /\bHauptstadt\b/,
  /\bliegt (in|im|an|am|auf)\b/,
  /\b(im|in dem) (Bundesland|Regierungsbezirk|Kanton|Landkreis)\b/,
  /\bvon der Firma\b/,
  /\(\s*\d{3,4}/,
  /\b(Stadt|Großstadt|Städte|Insel|Inseln|Fluss|Gebirge|Gebirgsmassiv|Kontinent)\b/,
  /\b(Denkmal|Mahnmal|Gebäude|Bauwerk|Museum|Festung) in \p{Lu}/u,
  /\b(im|in) (Norden|Süden|Osten|Westen|Südwesten|Südosten|Nordwesten|Nordosten)\b/,
  /\bTeil (von|des) (Afrika|Asien|Europa|Amerika|Ozeanien|Australien|Doppelkontinents)/,
  /\bName (einer|eines|des|der)\b/,
  /\bfand\b.*\bstatt\b/,
  /\b(Prophet|Apostel|Heilige|Heiliger)\b/,
  /\b(Comic-Reihe|Romanreihe|Abenteuerromanen|Fernsehsendung)\b/,
  /\b(Hochgebirge|Binnenland|Felsen|Kanal|Wasserstraße|Unternehmen|Industrie-Unternehmen|Konzern|Marke)\b/,
];

// Articles whose first sentence is wrong or misleading as a definition (checked by hand).
const EXCLUDED_TITLES = new Set(["Adverb"]);

// A head cut at the first comma is not a usable definition when it ends in a placeholder
// ("Verkehr nennt man es.") or when the rest of the sentence turns it around ("keine ..., sondern").
const WEAK_HEAD =
  /\b(es|etwas|alles|jemand|dafür|einerseits \S+ \S+|(ein|der) Ort|eine Zeit|der Zeitraum|ein Mittel|wie \S+)$/;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function normalise(s: string): string {
  return s
    .toLocaleLowerCase("de")
    .replace(/\s*\(.*\)$/, "")
    .trim();
}

function ownVocabulary(): Set<string> {
  const vocab = new Set<string>();
  for (const file of readdirSync(glossaryDir)) {
    if (!file.endsWith(".json") || file === "klexikon.json") continue;
    const entries = JSON.parse(readFileSync(join(glossaryDir, file), "utf8")) as GlossaryEntry[];
    for (const e of entries) {
      vocab.add(normalise(e.term));
      for (const f of e.forms ?? []) vocab.add(normalise(f));
    }
  }
  return vocab;
}

// A short German noun or term: one word, capitalised, letters and at most one hyphen.
function isShortTerm(title: string): boolean {
  return /^\p{Lu}[\p{L}]+(-\p{L}+)?$/u.test(title) && title.length <= 24;
}

// The first sentence must be a definition that names the title (or its stem).
function namesTitle(sentence: string, title: string): boolean {
  const stem = title.toLocaleLowerCase("de").slice(0, Math.max(4, title.length - 2));
  return sentence.toLocaleLowerCase("de").includes(stem);
}

// Shortens a long first sentence at its first comma when the part before the comma is a
// complete definition on its own ("Ein Acker ist ein Feld, das ..." -> "Ein Acker ist ein Feld.").
function shorten(sentence: string, title: string): string | null {
  const comma = sentence.indexOf(",");
  if (comma < 0) return null;
  const head = sentence.slice(0, comma).trim();
  const rest = sentence.slice(comma + 1).trim();
  if (WEAK_HEAD.test(head) || head.includes(":")) return null;
  if (/^(sondern|aber|jedoch)\b/.test(rest) || /\b(kein|keine|nicht)\b/.test(head)) return null;
  if (words(head) < 4 || words(head) > MAX_LEICHT_WORDS) return null;
  if (!namesTitle(head, title)) return null;
  if (!/\b(ist|sind|nennt man|bedeutet|heißt|heißen|bezeichnet)\b/.test(head)) return null;
  return `${head}.`;
}

// Drops pronunciation hints for children ("Badminton, sprich: Bädminten, ist ...").
function tidy(sentence: string): string {
  return sentence
    .replace(/,\s*sprich:?\s*[^,]+,/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function buildEntry(title: string, lines: string[]): KlexikonEntry | null {
  const first = lines[0] === undefined ? undefined : tidy(lines[0]);
  const second = lines[1] === undefined ? undefined : tidy(lines[1]);
  if (!first || !/[.!]$/.test(first)) return null;
  if (!namesTitle(first, title)) return null;
  if (SKIP_FIRST_SENTENCE.some((re) => re.test(first))) return null;

  let leicht: string | null = first;
  let shortened = false;
  if (words(first) > MAX_LEICHT_WORDS) {
    leicht = shorten(first, title);
    shortened = true;
  }
  if (!leicht) return null;

  let einfach = first;
  if (second && /[.!]$/.test(second) && words(first) + words(second) <= MAX_EINFACH_WORDS) {
    einfach = `${first} ${second}`;
  }

  return {
    term: title,
    domain: "allgemein",
    explanation_leicht: leicht,
    explanation_einfach: einfach,
    synonyms: [],
    forms: [],
    source: "klexikon",
    source_url: `https://klexikon.zum.de/wiki/${title}`,
    licence: "CC BY-SA 4.0",
    attribution: `Klexikon – Das Kinderlexikon, Artikel „${title}“ (klexikon.zum.de), erster Satz, teilweise gekürzt`,
    leicht_shortened: shortened,
  };
}

function main(): void {
  const inputDir = process.argv[2];
  if (!inputDir || !existsSync(inputDir)) {
    console.error("Usage: node --import tsx scripts/build-klexikon-glossary.ts <klexikon-folder>");
    process.exit(2);
  }
  const own = ownVocabulary();
  const entries: KlexikonEntry[] = [];
  const stats = { files: 0, notShortTerm: 0, inOwnGlossary: 0, notDefinition: 0, kept: 0 };

  for (const file of readdirSync(inputDir).sort()) {
    if (!file.endsWith(".txt")) continue;
    stats.files++;
    const title = basename(file, ".txt");
    if (!isShortTerm(title)) {
      stats.notShortTerm++;
      continue;
    }
    if (EXCLUDED_TITLES.has(title)) {
      stats.notDefinition++;
      continue;
    }
    if (own.has(normalise(title))) {
      stats.inOwnGlossary++;
      continue;
    }
    const lines = readFileSync(join(inputDir, file), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const entry = buildEntry(title, lines);
    if (!entry) {
      stats.notDefinition++;
      continue;
    }
    entries.push(entry);
    stats.kept++;
  }

  entries.sort((a, b) => a.term.localeCompare(b.term, "de"));
  writeFileSync(outFile, `${JSON.stringify(entries, null, 2)}\n`);
  console.log(JSON.stringify({ ...stats, out: outFile }));
}

main();
