import { z } from "@leicht/contracts";

/** The parts of GET /auth/me the shell uses (spec 000 §3); the accounts issue completes it. */
export const SessionUserSchema = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  name: z.string().nullish(),
  profile_picture: z.string().nullish(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionTierSchema = z.object({
  tier: z.number(),
  name: z.string(),
  images_search: z.boolean().default(false),
  pages_per_month: z.number().nullish(),
});
export type SessionTier = z.infer<typeof SessionTierSchema>;

/**
 * Until the subscription issue derives the effective tier, the shell reads an optional `tier`
 * and `pages_available` next to the user fields of the me answer.
 */
export const MeResponseSchema = SessionUserSchema.extend({
  tier: SessionTierSchema.nullish(),
  pages_available: z.number().nullish(),
});

export type SessionStatus = "loading" | "anonymous" | "authenticated";

export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  tier: SessionTier | null;
  /** Pages left this month; null while unknown. */
  pagesAvailable: number | null;
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
};
