import { CHARACTERS_PER_PAGE } from "@leicht/contracts";

/**
 * Subscription tiers and their permission flags (spec 000 §6, spec 001 §3, §6). The server
 * enforces every flag; the web only mirrors them. Prices and products come with the payments issue.
 */
export type Tier = {
  tier: number;
  name: string;
  chars_per_month: number;
  max_characters_per_request: number;
  reroll: boolean;
  images_search: boolean;
  images_display: boolean;
  images_count: number;
};

const pages = (count: number): number => count * CHARACTERS_PER_PAGE;

export const tiers: readonly Tier[] = [
  {
    tier: 0,
    name: "Registrierte Nutzer",
    // Spec 000 §9: free characters per month for registered users, 3 x 1,800.
    chars_per_month: pages(3),
    max_characters_per_request: pages(2),
    reroll: false,
    images_search: false,
    images_display: false,
    images_count: 0,
  },
  {
    tier: 1,
    name: "Pro",
    chars_per_month: pages(30),
    max_characters_per_request: pages(5),
    reroll: true,
    images_search: false,
    images_display: true,
    images_count: 2,
  },
  {
    tier: 2,
    name: "Team",
    chars_per_month: pages(150),
    max_characters_per_request: pages(10),
    reroll: true,
    images_search: true,
    images_display: true,
    images_count: 4,
  },
  {
    tier: 3,
    name: "Max",
    chars_per_month: pages(500),
    max_characters_per_request: pages(20),
    reroll: true,
    images_search: true,
    images_display: true,
    images_count: 6,
  },
];

/** The tier with this number; unknown numbers fall back to the free tier (never to more rights). */
export function tierOf(tierNumber: number): Tier {
  const found = tiers.find((candidate) => candidate.tier === tierNumber);
  const free = tiers[0];
  if (found) return found;
  if (!free) throw new Error("tier table is empty");
  return free;
}
