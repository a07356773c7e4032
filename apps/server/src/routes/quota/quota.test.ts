import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";
import { testSessionResolver } from "../../testing/sessions.ts";

const translateUrl = "/api/v1/translate";
const quotaUrl = "/api/v1/token/quota";

/** A text of exactly `length` characters, different for every `seed`. */
function textOf(length: number, seed: number): string {
  const head = `Text ${seed}. `;
  if (length < head.length) return String.fromCodePoint(0x4e00 + seed).repeat(length);
  return `${head}${"a".repeat(length - head.length)}`;
}

function cookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === "leicht_anon");
  if (!cookie) throw new Error("no anonymous cookie");
  return `leicht_anon=${cookie.value}`;
}

describe.each(databaseTargets())("anonymous quota on $name", (target) => {
  let test: TestApp;
  beforeAll(async () => {
    // Small numbers keep the test fast; the mechanism is the same as with the defaults.
    test = await createTestApp(
      target,
      {
        ANON_CHARS_PER_MONTH: "1000",
        ANON_IP_CHARS_PER_MONTH: "1500",
        ANON_MAX_CHARS_PER_REQUEST: "400",
        RATE_LIMIT_PER_MINUTE: "1000",
      },
      { resolveSession: testSessionResolver() },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  const translate = (text: string, ip: string, cookie?: string) =>
    test.app.inject({
      method: "POST",
      url: translateUrl,
      payload: { text, language_level: "einfache-sprache-2" },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it("answers the server's figures for a fresh visitor, with or without a JSON body, and sets the cookie", async () => {
    const empty = await test.app.inject({ method: "POST", url: quotaUrl, remoteAddress: "10.2.0.1" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([
      {
        tokens: 1000,
        chars_per_month: 1000,
        max_characters_per_request: 400,
        pages_available: 0,
        free_pages_left: 0,
      },
    ]);
    expect(cookieOf(empty)).toMatch(/^leicht_anon=/);
    const json = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      headers: { "content-type": "application/json" },
      payload: "",
      remoteAddress: "10.2.0.1",
    });
    expect(json.statusCode).toBe(200);
  });

  it("lets a fresh visitor use the allowance, then answers 402 with the registration message", async () => {
    const ip = "10.2.0.2";
    const first = await translate(textOf(400, 1), ip);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect((await translate(textOf(400, 2), ip, cookie)).statusCode).toBe(200);
    const quota = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      remoteAddress: ip,
      headers: { cookie },
    });
    expect(quota.json()[0].tokens).toBe(200);
    const refused = await translate(textOf(300, 3), ip, cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toEqual({
      code: "quota_exceeded",
      message: "Kostenlos registrieren für mehr Übersetzungen!",
    });
    expect((await translate(textOf(200, 4), ip, cookie)).statusCode).toBe(200);
    expect((await translate(textOf(1, 5), ip, cookie)).statusCode).toBe(402);
    const empty = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      remoteAddress: ip,
      headers: { cookie },
    });
    expect(empty.json()[0].tokens).toBe(0);
  });

  it("a new cookie from the same network still meets the network ceiling", async () => {
    const ip = "10.2.0.3";
    const first = await translate(textOf(400, 10), ip);
    const visitorA = cookieOf(first);
    await translate(textOf(400, 11), ip, visitorA);
    await translate(textOf(200, 12), ip, visitorA); // visitor A: 1000 of 1000, network: 1000 of 1500
    const fresh = await translate(textOf(400, 13), ip); // cookies cleared: visitor B
    expect(fresh.statusCode).toBe(200);
    const visitorB = cookieOf(fresh);
    expect(visitorB).not.toBe(visitorA);
    const quota = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      remoteAddress: ip,
      headers: { cookie: visitorB },
    });
    expect(quota.json()[0].tokens).toBe(100);
    const refused = await translate(textOf(200, 14), ip, visitorB);
    expect(refused.statusCode).toBe(402);
    // Another network is not affected.
    expect((await translate(textOf(200, 15), "10.2.0.4")).statusCode).toBe(200);
  });

  it("a forged cookie is not trusted: it gets a new id and still meets the network ceiling", async () => {
    const ip = "10.2.0.5";
    const response = await translate(textOf(100, 20), ip, "leicht_anon=00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response)).not.toContain("00000000-0000-4000-8000-000000000000.");
  });

  it("20 parallel requests of one visitor never overspend the allowance", async () => {
    const ip = "10.2.0.6";
    const cookie = cookieOf(await test.app.inject({ method: "POST", url: quotaUrl, remoteAddress: ip }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => translate(textOf(150, 100 + index), ip, cookie)),
    );
    const statuses = responses.map((response) => response.statusCode);
    // 1000 / 150: exactly 6 fit, every other request is refused.
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 402)).toHaveLength(14);
    const quota = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      remoteAddress: ip,
      headers: { cookie },
    });
    expect(quota.json()[0].tokens).toBe(100);
  });

  it("signed-in users get their tier's cap and allowance, and the tier's limit message", async () => {
    const headers = { "x-test-user": "u-quota", "x-test-tier": "0" };
    const quota = await test.app.inject({ method: "POST", url: quotaUrl, headers });
    expect(quota.json()[0]).toEqual({
      tokens: 5400,
      chars_per_month: 5400,
      max_characters_per_request: 3600,
      pages_available: 3,
      free_pages_left: 3,
    });
    expect(quota.cookies.find((cookie) => cookie.name === "leicht_anon")).toBeUndefined();
    const send = (text: string) =>
      test.app.inject({
        method: "POST",
        url: translateUrl,
        payload: { text },
        headers,
        remoteAddress: "10.2.0.9",
      });
    expect((await send(textOf(3600, 200))).statusCode).toBe(200);
    expect((await send(textOf(1800, 201))).statusCode).toBe(200);
    const refused = await send(textOf(10, 202));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe("Monatliches Limit erreicht");
    const pro = await test.app.inject({
      method: "POST",
      url: quotaUrl,
      headers: { "x-test-user": "u-pro", "x-test-tier": "1" },
    });
    expect(pro.json()[0]).toMatchObject({ tokens: 54000, pages_available: 30, free_pages_left: 0 });
  });
});
