import type { Clock } from '../clock';

/** A clock tests move by hand: expiry and resend limits without sleeping. */
export class ManualClock implements Clock {
  constructor(private time = Date.parse('2026-06-01T08:00:00.000Z')) {}

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
