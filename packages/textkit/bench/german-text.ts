import { readFileSync } from "node:fs";

/** Sentence templates for generated German text: Leichte Sprache, everyday and administrative. */
const SENTENCES = [
  "Das ist Frau Meier.",
  "Sie wohnt seit dem 1. Januar in Berlin.",
  "Die Behörde prüft Ihren Antrag auf Wohngeld innerhalb von vier Wochen.",
  "Bitte schicken Sie uns die Unterlagen, z. B. den Mietvertrag und die Lohnabrechnung, bis zum 01.02.2025.",
  "Wenn Sie Fragen haben, rufen Sie uns an oder schreiben Sie an info@amt.de.",
  "Gegen diesen Bescheid können Sie innerhalb eines Monats nach Bekanntgabe Widerspruch einlegen.",
  "Der Hund heißt Max.",
  "Die Zuständigkeit der Verwaltungsgerichtsbarkeit erstreckt sich auf öffentlich-rechtliche Streitigkeiten.",
  "Am Wochenende gehen wir mit den Kindern in den Park ... und danach essen wir Eis.",
  "Das Bundes·ministerium für Arbeit und Soziales informiert über die Grundsicherung.",
  "Weitere Informationen finden Sie unter https://www.leicht.de/hilfe.",
  "Der Beitrag beträgt ca. 3,50 Euro pro Monat, ggf. zzgl. Versandkosten.",
];

/** German words from the package's syllable gold list, used to vary the generated sentences. */
function fixtureWords(): string[] {
  const url = new URL("../fixtures/syllables-gold.txt", import.meta.url);
  return readFileSync(url, "utf8")
    .split("\n")
    .filter((line) => line.length > 0 && !line.startsWith("#"))
    .map((line) => line.replaceAll("|", ""));
}

/** Builds at least `bytes` of German text (UTF-8), deterministic, with paragraphs. */
export function buildGermanText(bytes: number): string {
  const words = fixtureWords();
  const parts: string[] = [];
  let size = 0;
  let seed = 7;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  while (size < bytes) {
    const template = SENTENCES[next() % SENTENCES.length] ?? "";
    const extra = `Dazu gehören ${words[next() % words.length]} und ${words[next() % words.length]}.`;
    const paragraphEnd = next() % 8 === 0 ? "\n\n" : " ";
    const piece = `${template} ${extra}${paragraphEnd}`;
    parts.push(piece);
    size += Buffer.byteLength(piece);
  }
  return parts.join("");
}
