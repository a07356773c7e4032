import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { loginFailure, loginTarget, registerFailure } from "./auth-messages.ts";

describe("loginTarget", () => {
  const origin = "https://leicht.example";
  it("adds loginSuccess=true to the return URL, keeping its query", () => {
    expect(loginTarget("/glossar?q=Amt", origin)).toBe("/glossar?q=Amt&loginSuccess=true");
    expect(loginTarget(undefined, origin)).toBe("/?loginSuccess=true");
  });
  it("refuses other origins", () => {
    expect(loginTarget("https://evil.example/x", origin)).toBe("/?loginSuccess=true");
    expect(loginTarget("//evil.example/x", origin)).toBe("/?loginSuccess=true");
  });
});

describe("server messages", () => {
  it("register: server message, then 400 / 409 / generic", () => {
    expect(registerFailure(new ApiError(422, "x", "Passwort zu kurz.", true))).toEqual({
      text: "Passwort zu kurz.",
    });
    expect(registerFailure(new ApiError(400, "http_400", "x"))).toEqual({ key: "auth.register.invalid" });
    expect(registerFailure(new ApiError(409, "http_409", "x"))).toEqual({ key: "auth.register.exists" });
    expect(registerFailure(new ApiError(404, "not_found", "Diese Adresse gibt es nicht.", true))).toEqual({
      key: "auth.register.error",
    });
    expect(registerFailure(new TypeError("x"))).toEqual({ key: "auth.register.error" });
  });
  it("login: Email not confirmed, refusal, error", () => {
    expect(loginFailure(new ApiError(403, "x", "Email not confirmed", true))).toEqual({
      kind: "emailNotConfirmed",
    });
    expect(loginFailure(new ApiError(401, "x", "Falsch", true))).toEqual({ kind: "failed" });
    expect(loginFailure(new ApiError(0, "network_error", "x"))).toEqual({ kind: "error" });
  });
});
