import type { HeartbeatBody } from '../shared/api/device-link';
import type { NewEvent } from './event-outbox';
import { CHARGER, type Position, pointNamed, SITE_POINTS, stepTowards } from './site-map';
import { VisitorTalk } from './visitor-talk';

/** Per simulated second. */
const SPEED = 2;
const DRAIN_MOVING = 0.08;
const DRAIN_IDLE = 0.01;
const CHARGE = 0.5;
const LOW_BATTERY = 20;
const CHARGED = 95;
/** Chance per idle second of setting off to another point. */
const WANDER = 1 / 40;
/** Where an operator sends the robot, it stays this long before wandering again. */
const HOLD_SECONDS = 120;

export interface BodyRates {
  /** Mean seconds between one visitor leaving and the next approaching. */
  visitorGapSeconds: number;
  /** Mean seconds between questions while a visitor is with the robot. */
  questionEverySeconds: number;
}

export const DEFAULT_BODY_RATES: BodyRates = { visitorGapSeconds: 180, questionEverySeconds: 20 };

interface Visitor {
  arrivedAt: number;
  staysSeconds: number;
  greeted: boolean;
}

/**
 * What a robot is and does, one simulated second at a time: it wanders between the site's
 * points, drains its battery while moving and recharges at the charger, meets visitors and
 * answers their questions. Network-free; the SimulatedRobot reports what it produces.
 */
export class RobotBody {
  battery = 60 + Math.floor(Math.random() * 40);
  charging = false;
  volume = 60;
  currentPage: string | null = null;
  position: Position;
  pointName: string | null;
  target: string | null = null;
  readonly talk: VisitorTalk;
  private visitor: Visitor | null = null;
  private seconds = 0;
  private sentTo = false;
  private holdUntil = 0;

  constructor(
    private readonly rates: BodyRates = DEFAULT_BODY_RATES,
    private readonly random: () => number = Math.random,
  ) {
    const start = SITE_POINTS[Math.floor(random() * (SITE_POINTS.length - 1))];
    this.position = { x: start.x, y: start.y };
    this.pointName = start.name;
    this.talk = new VisitorTalk(random);
  }

  /** Sends the robot to a named point; false when the site has no such point. */
  goTo(name: string): boolean {
    if (!pointNamed(name)) return false;
    this.target = name;
    this.sentTo = true;
    this.charging = false;
    return true;
  }

  /** Advances one simulated second at `now`; returns the events it produced and where it arrived. */
  step(now: Date): { events: NewEvent[]; arrived: string | null } {
    this.seconds += 1;
    const arrived = this.move();
    return { events: this.meetVisitors(now), arrived };
  }

  heartbeat(): HeartbeatBody {
    return {
      battery: Math.round(this.battery),
      charging: this.charging,
      volume: this.volume,
      currentPage: this.currentPage,
      position: {
        mapId: null,
        x: round(this.position.x),
        y: round(this.position.y),
        pointName: this.pointName,
      },
    };
  }

  private move(): string | null {
    if (this.charging) {
      this.battery = Math.min(100, this.battery + CHARGE);
      if (this.battery >= CHARGED) this.setOff();
      return null;
    }
    if (!this.target) {
      this.battery = Math.max(0, this.battery - DRAIN_IDLE);
      if (this.battery < LOW_BATTERY && this.pointName !== CHARGER) this.target = CHARGER;
      else if (!this.visitor && this.seconds >= this.holdUntil && this.random() < WANDER) this.setOff();
      return null;
    }
    const destination = pointNamed(this.target);
    if (!destination) {
      this.target = null;
      return null;
    }
    this.battery = Math.max(0, this.battery - DRAIN_MOVING);
    const { position, arrived } = stepTowards(this.position, destination, SPEED);
    this.position = position;
    this.pointName = arrived ? destination.name : null;
    if (!arrived) return null;
    this.target = null;
    if (this.sentTo) this.holdUntil = this.seconds + HOLD_SECONDS;
    this.sentTo = false;
    if (destination.name === CHARGER && this.battery < CHARGED) this.charging = true;
    return destination.name;
  }

  private setOff(): void {
    this.charging = false;
    this.sentTo = false;
    const choices = SITE_POINTS.filter((point) => point.name !== this.pointName && point.name !== CHARGER);
    this.target = choices[Math.floor(this.random() * choices.length)].name;
  }

  private meetVisitors(now: Date): NewEvent[] {
    const at = now.toISOString();
    if (!this.visitor) {
      if (this.target || this.charging || this.random() >= 1 / this.rates.visitorGapSeconds) return [];
      this.visitor = {
        arrivedAt: this.seconds,
        staysSeconds: 20 + Math.floor(this.random() * 70),
        greeted: false,
      };
      return [{ type: 'visitor', at, kind: 'APPROACHED', dwellSeconds: null, faceGroup: null }];
    }
    const visitor = this.visitor;
    const stayed = this.seconds - visitor.arrivedAt;
    if (stayed >= visitor.staysSeconds) {
      this.visitor = null;
      return [{ type: 'visitor', at, kind: 'LEFT', dwellSeconds: stayed, faceGroup: null }];
    }
    if (!visitor.greeted) {
      visitor.greeted = true;
      return [{ type: 'visitor', at, kind: 'GREETED', dwellSeconds: null, faceGroup: null }];
    }
    if (this.random() >= 1 / this.rates.questionEverySeconds) return [];
    return [{ type: 'conversation', at, sessionId: `visit-${visitor.arrivedAt}`, ...this.talk.next() }];
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
