/**
 * Which proposals each device was seen on lately, to notice one device behind many proposals.
 * One process's memory, bounded: the least recently seen devices are forgotten first.
 */
export class DeviceHistory {
  private readonly devices = new Map<string, Map<string, number>>();

  constructor(
    private readonly windowMs: number,
    private readonly maxDevices = 50_000,
  ) {}

  /** Records the device on the proposal; answers how many proposals it was on within the window. */
  record(deviceId: string, proposalUuid: string, now: number): number {
    const proposals = this.devices.get(deviceId) ?? new Map<string, number>();
    for (const [uuid, seenAt] of proposals) if (now - seenAt > this.windowMs) proposals.delete(uuid);
    proposals.set(proposalUuid, now);
    // Re-inserting moves the device to the end, so the first key is the least recently seen.
    this.devices.delete(deviceId);
    this.devices.set(deviceId, proposals);
    while (this.devices.size > this.maxDevices) {
      const oldest = this.devices.keys().next().value as string;
      this.devices.delete(oldest);
    }
    return proposals.size;
  }
}
