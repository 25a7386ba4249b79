import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import type { QuestionnaireAnswer } from '../shared/skill-store/questionnaire-answers';
import { inSchedule, minutesOf, momentOf } from '../shared/skill-store/skill-schedule';
import type { RobotBody } from './robot-body';

type Patrol = NonNullable<BundleSkills['patrol']>;

/** What visitors write in 其他. */
const VISITOR_WORDS = ['讲解很生动', '希望多些座椅', '机器人很可爱', '展品介绍可以再详细些'];

/** The minute-of-day a volume band or window covers. */
const covers = (window: { start: string; end: string }, minute: number) =>
  minute >= minutesOf(window.start) && minute < minutesOf(window.end);

/**
 * What a robot's store skills make it do, one simulated second at a time: walk its patrol route in
 * the scheduled windows and speak at each stop, keep the volume of the hour, use the charge
 * skill's levels and pile, and walk a visitor to the destination asked for (带我去…). It steers the
 * RobotBody; what it says goes to `say`.
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
  /** The destination a visitor is being walked to, and what is said there. */
  private leading: { point: string; speech: string } | null = null;

  constructor(
    private readonly body: RobotBody,
    private readonly say: (text: string) => void,
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

  /** Before the body's step: the volume of the hour, the charge call, the patrol's next leg. */
  tick(now: Date, busy: boolean): void {
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

  /** After the body's step: at a patrol stop it speaks and waits; at a visitor's destination it says so. */
  arrived(point: string | null): void {
    if (point !== null && point === this.leading?.point) {
      if (this.leading.speech) this.say(this.leading.speech);
      this.leading = null;
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
   * A visitor's request the robot carries out itself: 「带我去展厅A」 walks there. The answer it
   * says, or null for a question for the platform's matcher.
   */
  handle(question: string): string | null {
    const navigate = this.skills.navigate;
    if (!navigate) return null;
    const asked = question.replace(/[？?。！!\s]/g, '');
    const trigger = navigate.triggers.find((word) => asked.startsWith(word));
    if (!trigger) return null;
    const destination = navigate.destinations.find((place) => asked.slice(trigger.length) === place.point);
    if (!destination || !this.body.goTo(destination.point)) return null;
    this.resetPatrol();
    this.leading = { point: destination.point, speech: destination.arrivalSpeech };
    return navigate.departSpeech || '好的，请跟我来。';
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
