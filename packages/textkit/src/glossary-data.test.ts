// Checks the shipped glossary data (packages/textkit/data/glossary/*.json).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const glossaryDir = new URL("../data/glossary/", import.meta.url);

const OWN_DOMAINS = [
  "verwaltung",
  "recht",
  "gesundheit",
  "soziales",
  "arbeit",
  "wohnen",
  "geld",
  "digital",
  "demokratie",
  "alltag",
] as const;

interface Entry {
  term: string;
  domain: string;
  explanation_leicht: string;
  explanation_einfach: string;
  synonyms: string[];
  forms: string[];
  source?: string;
  source_url?: string;
  context?: { requires?: string[]; excludes?: string[]; derivedRequires?: string[] };
}

function load(file: string): Entry[] {
  return JSON.parse(readFileSync(new URL(file, glossaryDir), "utf8")) as Entry[];
}

const files = readdirSync(glossaryDir).filter((f) => f.endsWith(".json"));
const own: Entry[] = OWN_DOMAINS.flatMap((d) => load(`${d}.json`));
const klexikon: Entry[] = files.includes("klexikon.json") ? load("klexikon.json") : [];
const all: Entry[] = [...own, ...klexikon];

// "Überweisung" and "Überweisung (Bank)" are two senses of one word: they may share forms.
const lemma = (term: string): string =>
  term
    .replace(/\s*\(.*\)$/, "")
    .toLocaleLowerCase("de")
    .trim();
const wordCount = (line: string): number => line.split(/\s+/).filter(Boolean).length;

describe("glossary data", () => {
  it("has only known files", () => {
    const known = new Set([...OWN_DOMAINS.map((d) => `${d}.json`), "klexikon.json"]);
    expect(files.filter((f) => !known.has(f))).toEqual([]);
  });

  it("has at least 400 own terms, each in the file of its domain", () => {
    expect(own.length).toBeGreaterThanOrEqual(400);
    for (const d of OWN_DOMAINS) {
      for (const e of load(`${d}.json`)) expect(e.domain, e.term).toBe(d);
    }
  });

  it("fills the required fields of every entry", () => {
    for (const e of all) {
      for (const field of ["term", "domain", "explanation_leicht", "explanation_einfach"] as const) {
        expect(typeof e[field] === "string" && e[field].trim().length > 0, `${e.term}: ${field}`).toBe(true);
      }
      expect(Array.isArray(e.synonyms), `${e.term}: synonyms`).toBe(true);
      expect(Array.isArray(e.forms), `${e.term}: forms`).toBe(true);
      expect(e.synonyms.length, `${e.term}: at most 5 synonyms`).toBeLessThanOrEqual(5);
      for (const s of [...e.synonyms, ...e.forms]) expect(s.trim().length, e.term).toBeGreaterThan(0);
    }
  });

  it("has no duplicate terms across files", () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const e of all) {
      const key = e.term.toLocaleLowerCase("de");
      const before = seen.get(key);
      if (before) dups.push(`${e.term} (${before} / ${e.domain})`);
      seen.set(key, e.domain);
    }
    expect(dups).toEqual([]);
  });

  it("has no form that points to two different terms", () => {
    const owner = new Map<string, string>();
    const collisions: string[] = [];
    for (const e of all) {
      for (const w of new Set([e.term, ...e.forms].map((x) => x.toLocaleLowerCase("de")))) {
        const other = owner.get(w);
        if (other !== undefined && lemma(other) !== lemma(e.term)) {
          collisions.push(`"${w}": ${other} / ${e.term}`);
        }
        if (other === undefined) owner.set(w, e.term);
      }
    }
    expect(collisions).toEqual([]);
  });

  it("keeps every Leichte-Sprache line at 14 words or fewer and free of semicolons", () => {
    const bad: string[] = [];
    for (const e of all) {
      for (const line of e.explanation_leicht.split("\n")) {
        if (wordCount(line) > 14 || line.includes(";")) bad.push(`${e.term}: ${line}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("writes own Leichte-Sprache explanations as 2 to 5 sentences, one per line", () => {
    const bad: string[] = [];
    for (const e of own) {
      const lines = e.explanation_leicht.split("\n");
      if (lines.length < 2 || lines.length > 5) bad.push(`${e.term}: ${lines.length} lines`);
      for (const line of lines) if (!/[.!?]$/.test(line)) bad.push(`${e.term}: ${line}`);
    }
    expect(bad).toEqual([]);
  });

  it("uses no Mediopunkt in Einfache Sprache", () => {
    expect(own.filter((e) => e.explanation_einfach.includes("·")).map((e) => e.term)).toEqual([]);
  });

  it("credits every Klexikon entry with its article link", () => {
    for (const e of klexikon) {
      expect(e.source, e.term).toBe("klexikon");
      expect(e.source_url, e.term).toMatch(/^https:\/\/klexikon\.zum\.de\/wiki\/\S+$/);
    }
  });

  it("keeps own entries free of a source field (our own text, CC BY 4.0)", () => {
    expect(own.filter((e) => e.source !== undefined).map((e) => e.term)).toEqual([]);
  });

  it("writes context cues as lower-case word beginnings that never start the entry's own forms", () => {
    const wrong: string[] = [];
    for (const e of own) {
      const { requires = [], excludes = [], derivedRequires = [] } = e.context ?? {};
      for (const cue of [...requires, ...excludes, ...derivedRequires])
        if (cue !== cue.toLowerCase() || cue.trim() !== cue || cue === "") wrong.push(`${e.term}: "${cue}"`);
      // A cue that starts a form would always be found beside that form.
      const lowerForms = e.forms.filter((form) => form !== form.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
      for (const cue of derivedRequires)
        for (const form of lowerForms)
          if (form.startsWith(cue)) wrong.push(`${e.term}: "${cue}" starts "${form}"`);
      for (const cue of requires)
        if (e.term.toLowerCase().startsWith(cue)) wrong.push(`${e.term}: "${cue}" starts the term`);
    }
    expect(wrong).toEqual([]);
  });
});
