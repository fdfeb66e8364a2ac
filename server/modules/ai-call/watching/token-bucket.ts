/** Allows a burst of `capacity` at once, then `perSecond` on average. */
export class TokenBucket {
  private tokens: number;
  private refilledAt = performance.now();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.tokens = capacity;
  }

  /** Takes one token; false when none is left. */
  take(): boolean {
    const at = performance.now();
    const refill = ((at - this.refilledAt) / 1000) * this.perSecond;
    this.tokens = Math.min(this.capacity, this.tokens + refill);
    this.refilledAt = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
