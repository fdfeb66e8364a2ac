/**
 * Open connections per client address, in this process: with several instances each allows the
 * cap, which still bounds what one address can hold open.
 */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly max: number,
    /** Addresses without a cap (monitors, test runners). */
    private readonly exempt: readonly string[],
  ) {}

  /** Counts a new connection from `address`; false, counting nothing, when it would pass the cap. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max && !this.exempt.includes(address)) return false;
    this.open.set(address, count + 1);
    return true;
  }

  close(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}
