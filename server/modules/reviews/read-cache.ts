/**
 * Answers of the public review reads, kept for a short time. Every write in this process clears
 * it at once; the time limit bounds how long another server's writes can go unseen.
 */
export class ReadCache {
  readonly #entries = new Map<string, { value: unknown; expires: number }>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const generation = this.#generation;
    const value = await load();
    // A write during the load may have changed the answer: keep it only if none happened.
    if (generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(key, { value, expires: now + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
