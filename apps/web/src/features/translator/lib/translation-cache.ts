import type { TranslationResult } from "@leicht/contracts";

export type PairRequest = { leicht: Promise<TranslationResult>; einfach: Promise<TranslationResult> };

/** How many recent texts keep their pending or finished pair. */
const MAX_ENTRIES = 5;

/**
 * Pending and finished translation pairs by text and separator. A pre-translation puts its pair
 * here; pressing translate on the same text takes it instead of sending a second pair. A pair
 * that fails is dropped, so the next press asks the server again.
 */
export class TranslationCache {
  private readonly entries = new Map<string, PairRequest>();

  static key(text: string, separator: string): string {
    return `${separator}\u0000${text.trim()}`;
  }

  get(key: string): PairRequest | undefined {
    return this.entries.get(key);
  }

  /** The cached pair for `key`, or the one `start` sends now. */
  getOrStart(key: string, start: () => PairRequest): { pair: PairRequest; isReused: boolean } {
    const cached = this.entries.get(key);
    if (cached) return { pair: cached, isReused: true };
    const pair = start();
    this.entries.set(key, pair);
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === pair) this.entries.delete(key);
    };
    pair.leicht.catch(forget);
    pair.einfach.catch(forget);
    return { pair, isReused: false };
  }

  clear(): void {
    this.entries.clear();
  }
}
