/**
 * Combines sentence predictions into one text value in constant memory: the mean plus a share
 * of the mean of the hardest quarter of sentences, so a long text is not judged by its average
 * alone (engine notes). A histogram of 0.05-wide bins keeps the hardest quarter without storing
 * every sentence.
 */
export const HARDEST_SHARE = 0.25;
export const HARDEST_WEIGHT = 0.25;
const BIN_WIDTH = 0.05;
const BIN_COUNT = 200;

export class SentenceAggregator {
  private readonly counts = new Float64Array(BIN_COUNT);
  private readonly sums = new Float64Array(BIN_COUNT);
  private total = 0;
  private sum = 0;

  add(value: number): void {
    if (!Number.isFinite(value)) return;
    const bin = Math.min(BIN_COUNT - 1, Math.max(0, Math.floor(value / BIN_WIDTH)));
    this.counts[bin] = (this.counts[bin] ?? 0) + 1;
    this.sums[bin] = (this.sums[bin] ?? 0) + value;
    this.total += 1;
    this.sum += value;
  }

  get count(): number {
    return this.total;
  }

  /** Mean of the hardest quarter (a partial bin contributes its mean per sentence). */
  private hardestMean(): number {
    let wanted = Math.max(1, this.total * HARDEST_SHARE);
    let taken = 0;
    let sum = 0;
    for (let bin = BIN_COUNT - 1; bin >= 0 && wanted > 0; bin -= 1) {
      const count = this.counts[bin] ?? 0;
      if (count === 0) continue;
      const take = Math.min(count, wanted);
      sum += ((this.sums[bin] ?? 0) / count) * take;
      taken += take;
      wanted -= take;
    }
    return taken > 0 ? sum / taken : 0;
  }

  /** The text value; 0 when no sentence was added. */
  value(): number {
    if (this.total === 0) return 0;
    const mean = this.sum / this.total;
    return (1 - HARDEST_WEIGHT) * mean + HARDEST_WEIGHT * this.hardestMean();
  }
}
