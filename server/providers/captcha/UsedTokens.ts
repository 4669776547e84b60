/**
 * The ids of tokens already accepted, each kept until its token would have expired anyway, so a
 * token works once. Bounded: when full of unexpired ids it refuses new ones ("full") rather than
 * grow without limit; with two-minute tokens that takes 100,000 checks in two minutes.
 * One process's memory: behind a load balancer a token could be replayed once on each process.
 */
export class UsedTokens {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly capacity: number) {}

  remember(id: string, expiresAt: number, now: number): 'new' | 'seen' | 'full' {
    const known = this.expiries.get(id);
    if (known !== undefined && known >= now) return 'seen';
    // Sweeping now and then keeps a quiet server's memory small; sweeping when full makes room.
    if (this.expiries.size >= this.capacity || this.expiries.size % 1024 === 1023) this.forgetExpired(now);
    if (this.expiries.size >= this.capacity) return 'full';
    this.expiries.set(id, expiresAt);
    return 'new';
  }

  get size(): number {
    return this.expiries.size;
  }

  private forgetExpired(now: number): void {
    for (const [id, expiresAt] of this.expiries) if (expiresAt < now) this.expiries.delete(id);
  }
}
