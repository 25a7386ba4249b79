import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import type { QuestionnaireAnswer } from '../shared/skill-store/questionnaire-answers';
import { inSchedule, minutesOf, momentOf } from '../shared/skill-store/skill-schedule';
import type { RobotBody } from './robot-body';
import { sleepsAt } from './sleep-schedule';
import { type Leg, visitorRequest } from './visitor-requests';

type Patrol = NonNullable<BundleSkills['patrol']>;

/** What visitors write in 其他. */
const VISITOR_WORDS = ['讲解很生动', '希望多些座椅', '机器人很可爱', '展品介绍可以再详细些'];

/** The minute-of-day a volume band or window covers. */
const covers = (window: { start: string; end: string }, minute: number) =>
  minute >= minutesOf(window.start) && minute < minutesOf(window.end);

/**
 * What a robot's store skills make it do, one simulated second at a time: walk its patrol route in
 * the scheduled windows and speak at each stop, keep the volume of the hour, use the charge
 * skill's levels and pile, walk a visitor to the destination asked for (带我去…) or along a tour
 * explaining each leg, open an app, and sleep and wake at the sleep report's times. It steers the
 * RobotBody; what it says goes to `say`, what it does besides to `note`.
 */
export class SkillDuties {
  private skills: BundleSkills = {};
  private stop = 0;
  /** Seconds still to stand at the stop reached. */
  private waiting = 0;
  private heading: string | null = null;
  /** The window a ONCE patrol has walked its lap in. */
  private lapWalkedIn: string | null = null;
  private lapStartedIn: string | null = null;
  private patrolling = false;
  /** The stops a visitor is still being walked to (a destination, or a tour's legs). */
  private legs: Leg[] = [];
  private asleep = false;

  constructor(
    private readonly body: RobotBody,
    private readonly say: (text: string) => void,
    private readonly note: (line: string) => void = () => undefined,
  ) {}

  /** The bundle's skills from now on; a changed route starts from its first stop. */
  learn(skills: BundleSkills | undefined): void {
    const before = JSON.stringify(this.skills.patrol ?? null);
    this.skills = skills ?? {};
    const charge = this.skills.charge;
    this.body.chargePolicy = charge
      ? { goBelow: charge.goBelow, leaveAbove: charge.leaveAbove, chargerPoint: charge.chargerPoint }
      : null;
    if (JSON.stringify(this.skills.patrol ?? null) !== before) this.resetPatrol();
  }

  get isPatrolling(): boolean {
    return this.patrolling;
  }

  /** Whether the sleep report lets the robot be awake at `now`; it speaks as it falls asleep and wakes. */
  awake(now: Date): boolean {
    const report = this.skills.sleepReport;
    const asleep = report !== undefined && sleepsAt(report, now);
    if (report && asleep !== this.asleep) {
      const speech = asleep ? report.sleepSpeech : report.wakeSpeech;
      if (speech) this.say(speech);
      this.note(asleep ? `休眠播报：${report.sleepAt} 进入休眠` : `休眠播报：${report.wakeAt} 醒来`);
    }
    this.asleep = asleep;
    return !asleep;
  }

  /** Before the body's step: the volume of the hour, the charge call, the patrol's next leg. */
  tick(now: Date, commanded: boolean): void {
    // Sent elsewhere (an operator's command, the way to the pile), the visitor's walk is over.
    if (this.legs.length > 0 && this.body.target !== this.legs[0].point) this.legs = [];
    const busy = commanded || this.legs.length > 0;
    const { minute } = momentOf(now);
    const volume = this.skills.volumeControl;
    if (volume)
      this.body.volume = volume.bands.find((band) => covers(band, minute))?.volume ?? volume.defaultVolume;
    const low = this.body.battery < this.body.lowBattery;
    if (low && this.skills.charge && this.patrolling)
      this.say(this.skills.charge.speech || '电量不足，去充电');
    const patrol = this.skills.patrol;
    const onDuty = patrol && !busy && !low && !this.body.charging && this.body.target !== this.body.charger;
    if (!patrol || !onDuty || !inSchedule(patrol.schedule, now) || this.lapDone(patrol, now)) {
      // Off duty (the window ended, the patrol left the bundle) it stops where it was heading; a
      // command (busy) or the way to the pile owns the body's target now.
      if (this.patrolling && !busy && !low && this.body.target === this.heading) this.body.target = null;
      this.patrolling = false;
      this.heading = null;
      return;
    }
    this.patrolling = true;
    if (this.waiting > 0) {
      this.waiting -= 1;
      return;
    }
    if (this.heading === null || this.body.target !== this.heading) this.setOff(patrol, now);
  }

  /**
   * After the body's step: at a patrol stop it speaks and waits; at a visitor's stop it says so and
   * sets off to the next, explaining it on the way.
   */
  arrived(point: string | null): void {
    if (point !== null && point === this.legs[0]?.point) {
      const [reached, ...rest] = this.legs;
      if (reached.onArrival) this.say(reached.onArrival);
      this.legs = rest;
      this.walkNextLeg();
    }
    const patrol = this.skills.patrol;
    if (!patrol || !this.patrolling || point === null || point !== this.heading) return;
    const stop = patrol.route[this.stop];
    if (stop?.speech) this.say(stop.speech);
    this.waiting = stop?.waitSeconds ?? 0;
    this.heading = null;
    this.stop = (this.stop + 1) % patrol.route.length;
    if (this.stop === 0 && patrol.repeat === 'ONCE') this.lapWalkedIn = this.lapStartedIn;
  }

  /**
   * A visitor's request the robot carries out itself: 「带我去展厅A」 walks there, 「带我参观精品路线」
   * walks the tour, 「打开地图导览」 opens the app. What it answers, what matched and the skill's
   * intent; null for a question for the platform's matcher. While an operator has sent it to
   * `errand`, it says so and goes on: a visitor does not take the robot off its command.
   */
  handle(
    question: string,
    errand: string | null = null,
  ): { answer: string; matched: string; intent: string } | null {
    const request = visitorRequest(this.skills, question);
    if (!request) return null;
    if (request.kind === 'open') this.note(`打开应用「${request.app.name}」（${request.app.address}）`);
    else if (errand !== null)
      return {
        answer: `我正在前往${errand}，办完后再带您去好吗？`,
        matched: request.matched,
        intent: request.intent,
      };
    else if (this.body.goTo(request.legs[0].point)) {
      this.resetPatrol();
      this.legs = request.legs;
    } else return null;
    return { answer: request.answer, matched: request.matched, intent: request.intent };
  }

  /**
   * What a leaving visitor answered, when the questionnaire is being asked now: a choice (now and
   * then 其他 with their words) for each radio question, a value in range for each number.
   */
  questionnaireAnswer(id: string, now: Date, random: () => number): QuestionnaireAnswer | null {
    const questionnaire = this.skills.questionnaire;
    if (!questionnaire || !inSchedule(questionnaire.schedule, now)) return null;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const answers = questionnaire.questions.map((question) => {
      if (question.kind === 'NUMBER')
        return {
          questionId: question.id,
          value: question.min + Math.floor(random() * (question.max - question.min + 1)),
        };
      if (question.allowOther && random() < 0.1)
        return { questionId: question.id, other: pick(VISITOR_WORDS) };
      return { questionId: question.id, choice: pick(question.options) };
    });
    return { id, at: now.toISOString(), answers };
  }

  /** Sets off to the next stop of the visitor's walk, saying what it says on the way; skips stops the map lacks. */
  private walkNextLeg(): void {
    while (this.legs.length > 0 && !this.body.goTo(this.legs[0].point)) this.legs = this.legs.slice(1);
    if (this.legs[0]?.onTheWay) this.say(this.legs[0].onTheWay);
  }

  private setOff(patrol: Patrol, now: Date): void {
    const stop = patrol.route[this.stop];
    if (!stop) return;
    if (this.stop === 0) this.lapStartedIn = this.windowKey(patrol, now);
    if (this.body.goTo(stop.point)) this.heading = stop.point;
    else this.stop = (this.stop + 1) % patrol.route.length;
  }

  private lapDone(patrol: Patrol, now: Date): boolean {
    return (
      patrol.repeat === 'ONCE' &&
      this.lapWalkedIn !== null &&
      this.lapWalkedIn === this.windowKey(patrol, now)
    );
  }

  private windowKey(patrol: Patrol, now: Date): string {
    const { minute } = momentOf(now);
    const window = patrol.schedule.windows.find((w) => covers(w, minute));
    return `${now.toDateString()} ${window?.start ?? ''}`;
  }

  private resetPatrol(): void {
    this.stop = 0;
    this.waiting = 0;
    this.heading = null;
    this.patrolling = false;
  }
}
