import { ANONYMOUS_LIMIT_MESSAGE, FREE_LIMIT_MESSAGE, SUBSCRIBER_LIMIT_MESSAGE } from "@leicht/contracts";
import type { Config } from "../../config/env.ts";
import type { SubjectKind } from "../../db/schema.ts";
import type { Caller } from "./caller.ts";

export type Subject = { kind: SubjectKind; id: string; limit: number };

/** What a caller may use: the balances to charge, the per-request cap and the limit message. */
export type QuotaPlan = {
  /** Every subject is charged; a request passes only when all of them have room. */
  subjects: Subject[];
  /** The subject whose charge-once marks decide whether a text was already paid for. */
  chargeKey: Subject;
  maxCharactersPerRequest: number;
  charsPerMonth: number;
  /** Free allowance (anonymous and tier 0) or paid quota. */
  isFree: boolean;
  limitMessage: string;
};

/**
 * Anonymous visitors are charged on their cookie id AND their network, so a new cookie from the
 * same network still meets the network ceiling. Their charge-once key is the network: the two
 * parallel level requests of a first visit arrive before any cookie exists.
 */
export function quotaPlan(caller: Caller, config: Config): QuotaPlan {
  if (caller.kind === "user") {
    const { tier } = caller.user;
    const subject: Subject = { kind: "user", id: caller.user.id, limit: tier.chars_per_month };
    return {
      subjects: [subject],
      chargeKey: subject,
      maxCharactersPerRequest: tier.max_characters_per_request,
      charsPerMonth: tier.chars_per_month,
      isFree: tier.tier === 0,
      limitMessage: tier.tier === 0 ? FREE_LIMIT_MESSAGE : SUBSCRIBER_LIMIT_MESSAGE,
    };
  }
  const visitor: Subject = { kind: "anon", id: caller.anonId, limit: config.ANON_CHARS_PER_MONTH };
  const network: Subject = { kind: "ip", id: caller.ipKey, limit: config.ANON_IP_CHARS_PER_MONTH };
  return {
    // Sorted by kind so concurrent transactions lock balances in the same order (no deadlocks).
    subjects: [visitor, network],
    chargeKey: network,
    maxCharactersPerRequest: config.ANON_MAX_CHARS_PER_REQUEST,
    charsPerMonth: config.ANON_CHARS_PER_MONTH,
    isFree: true,
    limitMessage: ANONYMOUS_LIMIT_MESSAGE,
  };
}

/** Calendar month in UTC, the key of balances and ledger rows: "2026-11". */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
