import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { ipKey } from "./ip-key.ts";

/** Name of the signed anonymous-id cookie. */
export const ANON_COOKIE = "leicht_anon";
/** The spec's anonymous usage cookie lives 30 days (spec 001 §3); the privacy page says so too. */
const ANON_COOKIE_SECONDS = 30 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who is asking: a signed-in user, or an anonymous visitor known by cookie id and network. */
export type Caller =
  | { kind: "user"; user: SessionUser }
  | { kind: "anonymous"; anonId: string; ipKey: string; isNewVisitor: boolean };

function ipSecret(config: Config): string {
  return config.SESSION_SECRET ?? "leicht-development-ip-key-not-for-production";
}

function readAnonId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[ANON_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value || !UUID.test(unsigned.value)) return undefined;
  return unsigned.value;
}

/**
 * The caller of this request. An anonymous visitor without a valid signed cookie gets a new id,
 * set as an httpOnly, SameSite=Lax cookie for 30 days. The id alone is not trusted for limits:
 * the per-network ceiling holds however often the cookie is cleared.
 */
export function resolveCaller(request: FastifyRequest, reply: FastifyReply, config: Config): Caller {
  if (request.user) return { kind: "user", user: request.user };
  const known = readAnonId(request);
  const anonId = known ?? randomUUID();
  if (!known) {
    reply.setCookie(ANON_COOKIE, anonId, {
      signed: true,
      httpOnly: true,
      sameSite: "lax",
      secure: config.isSecure,
      path: "/",
      maxAge: ANON_COOKIE_SECONDS,
    });
  }
  return {
    kind: "anonymous",
    anonId,
    ipKey: ipKey(request.ip, ipSecret(config)),
    isNewVisitor: !known,
  };
}
