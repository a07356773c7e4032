import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../plugins/session.ts";
import { AppError } from "./app-error.ts";
import type { Tier } from "./tiers.ts";

export const LOGIN_REQUIRED_MESSAGE = "Anmeldung erforderlich";
export const REROLL_TIER_REQUIRED_MESSAGE = "Pro/Team Abo erforderlich";

/** The signed-in user, or 401 "Anmeldung erforderlich". */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("unauthorized", LOGIN_REQUIRED_MESSAGE);
  return request.user;
}

/** 403 with `message` unless the user's tier carries the flag. */
export function requireTierFlag(
  user: SessionUser,
  flag: "reroll" | "images_search" | "images_display",
  message: string,
): Tier {
  if (!user.tier[flag]) throw new AppError("forbidden", message);
  return user.tier;
}
