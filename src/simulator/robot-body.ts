import type { HeartbeatBody } from '../shared/api/device-link';
import type { NewEvent } from './event-outbox';
import { BUILT_IN_SITE, type Position, type Site, type SitePoint, stepTowards } from './site-map';
import { VisitorTalk } from './visitor-talk';

/** Per simulated second. */
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

/** The charge skill's levels and pile (its bundle configuration); the body's own defaults without it. */
export interface ChargePolicy {
  goBelow: number;
  leaveAbove: number;
  chargerPoint: string;
}

export const DEFAULT_BODY_RATES: BodyRates = { visitorGapSeconds: 180, questionEverySeconds: 20 };

interface Visitor {
  arrivedAt: number;
  staysSeconds: number;
  greeted: boolean;
}

/**
 * What a robot is and does, one simulated second at a time: it wanders between the site's
 * points (its project's floor map, or the built-in hall), drains its battery while moving and recharges at the charger, meets visitors and
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
  chargePolicy: ChargePolicy | null = null;
  readonly talk: VisitorTalk;
  private visitor: Visitor | null = null;
  private seconds = 0;
  private sentTo = false;
  private holdUntil = 0;
  private site: Site = BUILT_IN_SITE;
  /** The pages of the screen it last learnt, joined; null before its first bundle. */
  private screenPages: string | null = null;

  constructor(
    private readonly rates: BodyRates = DEFAULT_BODY_RATES,
    private readonly random: () => number = Math.random,
  ) {
    const start = this.somePoint();
    this.position = { x: start.x, y: start.y };
    this.pointName = start.name;
    this.talk = new VisitorTalk(random);
  }

  /**
   * Learns its screen's pages. Another screen starts on its first page; the first screen, or a
   * bundle that changed something else (a skill, a persona), leaves a page an operator showed where
   * it is (a SHOW_PAGE can arrive before the first bundle).
   */
  learnScreen(pageIds: string[]): void {
    const joined = pageIds.join('\n');
    const anotherScreen = this.screenPages !== null && joined !== this.screenPages;
    this.screenPages = joined;
    if (!this.currentPage || (anotherScreen && !pageIds.includes(this.currentPage)))
      this.currentPage = pageIds[0] ?? null;
  }

  /** The map it walks and reports positions on. */
  get mapId(): string | null {
    return this.site.mapId;
  }

  /**
   * Walks another site from now on (the bundle brought a map, or lost it). On the same map it
   * stays where it is; on another it stands at the point of the same name, or at some point.
   * Where it was sent it still goes, if the new site has that point (else `target` is null).
   */
  walkOn(site: Site): void {
    const before = this.site;
    this.site = site;
    if (this.target && !this.pointNamed(this.target)) this.target = null;
    if (site.mapId === before.mapId) return;
    const start = (this.pointName && this.pointNamed(this.pointName)) || this.somePoint();
    this.position = { x: start.x, y: start.y };
    this.pointName = start.name;
  }

  /** Where it charges: the charge skill's pile when the site has it, else the site's own. */
  get charger(): string | null {
    const pile = this.chargePolicy?.chargerPoint;
    return pile && this.pointNamed(pile) ? pile : this.site.charger;
  }

  /** Below this it heads for the pile. */
  get lowBattery(): number {
    return this.chargePolicy?.goBelow ?? LOW_BATTERY;
  }

  private get charged(): number {
    return this.chargePolicy?.leaveAbove ?? CHARGED;
  }

  /** Sends the robot to a named point; false when the site has no such point. */
  goTo(name: string): boolean {
    if (!this.pointNamed(name)) return false;
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
        mapId: this.site.mapId,
        x: round(this.position.x),
        y: round(this.position.y),
        pointName: this.pointName,
      },
    };
  }

  private move(): string | null {
    if (this.charging) {
      this.battery = Math.min(100, this.battery + CHARGE);
      if (this.battery >= this.charged) this.setOff();
      return null;
    }
    if (!this.target) {
      this.battery = Math.max(0, this.battery - DRAIN_IDLE);
      if (this.battery < this.lowBattery && this.charger === null) this.charging = true;
      else if (this.battery < this.lowBattery && this.pointName !== this.charger) this.target = this.charger;
      else if (this.battery < this.lowBattery) this.charging = true;
      else if (!this.visitor && this.seconds >= this.holdUntil && this.random() < WANDER) this.setOff();
      return null;
    }
    const destination = this.pointNamed(this.target);
    if (!destination) {
      this.target = null;
      return null;
    }
    this.battery = Math.max(0, this.battery - DRAIN_MOVING);
    const { position, arrived } = stepTowards(this.position, destination, this.site.speed);
    this.position = position;
    this.pointName = arrived ? destination.name : null;
    if (!arrived) return null;
    this.target = null;
    if (this.sentTo) this.holdUntil = this.seconds + HOLD_SECONDS;
    this.sentTo = false;
    if (destination.name === this.charger && this.battery < this.charged) this.charging = true;
    return destination.name;
  }

  private setOff(): void {
    this.charging = false;
    this.sentTo = false;
    const choices = this.site.points.filter(
      (point) => point.name !== this.pointName && point.name !== this.charger,
    );
    if (choices.length > 0) this.target = choices[Math.floor(this.random() * choices.length)].name;
  }

  private pointNamed(name: string): SitePoint | undefined {
    return this.site.points.find((point) => point.name === name);
  }

  /** A point to stand at: any but the charger. */
  private somePoint(): SitePoint {
    const choices = this.site.points.filter((point) => point.name !== this.site.charger);
    const from = choices.length > 0 ? choices : this.site.points;
    return from[Math.floor(this.random() * from.length)];
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
