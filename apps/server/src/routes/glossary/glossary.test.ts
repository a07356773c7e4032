import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { seedGlossary } from "../../services/glossary/seed-glossary.ts";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets, tempDir } from "../../testing/databases.ts";

const url = "/api/v1/glossary";

const entry = (term: string, forms: string[] = []) => ({
  term,
  domain: "verwaltung",
  explanation_leicht: `${term} ist ein Wort vom Amt.\nEs ist wichtig.`,
  explanation_einfach: `${term} ist ein Begriff aus der Verwaltung, den viele Menschen im Alltag brauchen.`,
  synonyms: [`${term}-Synonym`],
  forms,
});

function writeFixture(): string {
  const dir = path.join(tempDir("leicht-glossary-"), "glossary");
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, "verwaltung.json"),
    JSON.stringify([
      entry("Antrag"),
      entry("Bescheid", ["Bescheide", "Bescheiden"]),
      entry("Äquivalenz"),
      entry("Widerspruch"),
      { term: "kaputt" },
    ]),
  );
  writeFileSync(
    path.join(dir, "wohnen.json"),
    JSON.stringify(
      Array.from({ length: 40 }, (_, index) => entry(`Wohnwort${String(index).padStart(2, "0")}`)),
    ),
  );
  return dir;
}

describe.each(databaseTargets())("glossary on $name", (target) => {
  let test: TestApp;
  let fixture: string;
  beforeAll(async () => {
    test = await createTestApp(target);
    fixture = writeFixture();
    const seeded = await seedGlossary(test.db.database, fixture);
    expect(seeded.upserted).toBe(44);
    expect(seeded.problems).toHaveLength(1);
  });
  afterAll(async () => {
    await test.close();
    rmSync(path.dirname(fixture), { recursive: true, force: true });
  });

  const lookUp = (term: unknown) => test.app.inject({ method: "POST", url, payload: { term } });

  it("finds a term lower-cased, with both explanations, synonyms and complexity", async () => {
    const response = await lookUp("  antrag ");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.term).toBe("Antrag");
    expect(body.explanation_leicht).toMatch(/^Antrag ist ein Wort vom Amt/);
    expect(body.explanation_einfach).toMatch(/Verwaltung/);
    expect(body.synonyms).toEqual(["Antrag-Synonym"]);
    for (const key of ["leicht", "einfach", "before"]) {
      expect(body.complexity[key].ger_language_level).toMatch(/^[ABC][12]$/);
    }
  });

  it("finds a listed form and, without one, the lemma: 'Anträge' finds 'Antrag'", async () => {
    expect((await lookUp("Bescheiden")).json().term).toBe("Bescheid");
    expect((await lookUp("Anträge")).json().term).toBe("Antrag");
  });

  it("answers 404 'Keine Erklärung gefunden.' with near misses", async () => {
    const near = await lookUp("Wiederspruch");
    expect(near.statusCode).toBe(404);
    expect(near.json().error).toEqual({ code: "not_found", message: "Keine Erklärung gefunden." });
    expect(near.json().suggestions).toContain("Widerspruch");
    const nothing = await lookUp("Quxzyfoo");
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().suggestions).toEqual([]);
  });

  it("validates the term: 2 to 50 characters, with the spec's message", async () => {
    for (const term of ["a", " b ", ""]) {
      const response = await lookUp(term);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Bitte geben Sie mindestens 2 Zeichen ein.");
    }
    const long = await lookUp("x".repeat(51));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe("Bitte geben Sie höchstens 50 Zeichen ein.");
    expect((await lookUp(42)).statusCode).toBe(400);
    expect((await lookUp("%_'; drop table glossary_entries; --")).statusCode).toBe(404);
  });

  it("lists 30 terms per page in German order, filtered by q", async () => {
    const first = await test.app.inject({ method: "GET", url: `${url}/terms` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, page_size: 30, total: 44, total_pages: 2 });
    expect(first.json().terms.slice(0, 3)).toEqual(["Antrag", "Äquivalenz", "Bescheid"]);
    const second = await test.app.inject({ method: "GET", url: `${url}/terms?page=2` });
    expect(second.json().terms).toHaveLength(14);
    const filtered = await test.app.inject({ method: "GET", url: `${url}/terms?q=SCHEID` });
    expect(filtered.json().terms).toEqual(["Bescheid"]);
    const wildcard = await test.app.inject({ method: "GET", url: `${url}/terms?q=%25` });
    expect(wildcard.json().total).toBe(0);
    const bad = await test.app.inject({ method: "GET", url: `${url}/terms?page=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/page/);
  });

  it("seeds the shipped glossary idempotently, keeping lookup counts", async () => {
    const first = await seedGlossary(test.db.database);
    expect(first.upserted).toBeGreaterThanOrEqual(400);
    expect(first.problems).toEqual([]);
    await lookUp("Antrag");
    const before = rowsOf(
      await test.db.database.orm.execute(
        sql`select count(*)::int as n, sum(lookups)::int as l from glossary_entries`,
      ),
    )[0];
    await seedGlossary(test.db.database);
    const after = rowsOf(
      await test.db.database.orm.execute(
        sql`select count(*)::int as n, sum(lookups)::int as l from glossary_entries`,
      ),
    )[0];
    expect(after).toEqual(before);
    expect((await lookUp("Anträgen")).json().term).toBe("Antrag");
  });
});
