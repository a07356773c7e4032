import { API_BASE, routes } from "@leicht/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app.ts";
import { databaseTargets } from "../testing/databases.ts";

/**
 * Every endpoint, fed bad input of every kind, answers a 4xx in the one error format with a
 * German message — never a 500, never a crash (architecture §5).
 */
const badBodies: { name: string; payload: string; contentType: string }[] = [
  { name: "kaputtes JSON", payload: "{nicht json", contentType: "application/json" },
  { name: "leeres Objekt", payload: "{}", contentType: "application/json" },
  { name: "null", payload: "null", contentType: "application/json" },
  { name: "Zahl", payload: "42", contentType: "application/json" },
  { name: "Liste von Unsinn", payload: "[1, null, {}]", contentType: "application/json" },
  {
    name: "falsche Typen",
    payload: JSON.stringify({ text: 5, term: [], language_level: {}, starRating: "x" }),
    contentType: "application/json",
  },
  {
    name: "Steuerzeichen und Surrogate",
    payload: JSON.stringify({ text: "\u0000\uD800\u001F", term: "\uDFFF" }),
    contentType: "application/json",
  },
  { name: "Text statt JSON", payload: "text=hallo", contentType: "text/plain" },
];

const postRoutes = [
  routes.clientErrors,
  routes.contact,
  routes.analyze,
  routes.check,
  routes.translate,
  routes.translateLog,
  routes.translateReroll,
  routes.glossary,
  routes.quota,
  routes.feedback,
];

describe.each(databaseTargets())("bad input never becomes a 500 on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target, { RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(async () => {
    await test.close();
  });

  for (const route of postRoutes) {
    it(`POST ${route}`, async () => {
      for (const body of badBodies) {
        const response = await test.app.inject({
          method: "POST",
          url: `${API_BASE}${route}`,
          payload: body.payload,
          headers: { "content-type": body.contentType },
          remoteAddress: `10.1.${postRoutes.indexOf(route)}.${badBodies.indexOf(body)}`,
        });
        expect(response.statusCode, `${route} mit ${body.name}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const error = response.json().error;
          expect(typeof error.code, `${route} mit ${body.name}`).toBe("string");
          expect(error.message, `${route} mit ${body.name}`).toMatch(/[a-zäöüß]/i);
        }
      }
    });
  }

  it("GET endpoints with odd query strings", async () => {
    for (const query of [
      "?page=-1",
      "?page=abc",
      "?page=99999999999",
      `?q=${"%FF".repeat(3)}`,
      `?q=${"x".repeat(500)}`,
    ]) {
      const response = await test.app.inject({
        method: "GET",
        url: `${API_BASE}${routes.glossaryList}${query}`,
      });
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

describe.each(databaseTargets())("odd but valid text is stored, not refused, on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(target);
  });
  afterAll(async () => {
    await test.close();
  });

  it("contact and feedback accept NUL characters and lone surrogates", async () => {
    const odd = "Hallo\u0000 Welt \uD800 und 😀 Ende";
    const contact = await test.app.inject({
      method: "POST",
      url: `${API_BASE}${routes.contact}`,
      payload: {
        name: `Anna${odd}`,
        email: "anna@example.org",
        subject: "Frage",
        message: `Eine Nachricht: ${odd}`,
      },
    });
    expect(contact.statusCode).toBeLessThan(500);
    const feedback = await test.app.inject({
      method: "POST",
      url: `${API_BASE}${routes.feedback}`,
      payload: { starRating: 2, feedback: `Kommentar ${odd}` },
    });
    expect(feedback.statusCode).toBeLessThan(500);
  });
});
