import { createHash } from "node:crypto";

/**
 * `hashed_entry`: SHA-256 (hex) of the input in NFC with outer white space removed. Both levels of
 * one text share it, which is what charges a text once (see services/quota/charge.ts).
 */
export function hashEntry(text: string): string {
  return createHash("sha256").update(text.normalize("NFC").trim()).digest("hex");
}

/** Characters as a reader counts them: code points, so an emoji is one character, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
