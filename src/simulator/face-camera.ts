import {
  SAMPLE_FACES,
  type SampleFaceName,
  sampleFacePhoto,
  sampleFaceThumbnail,
} from '../../server/faces/sample-faces';
import type { FaceSearchAnswer } from '../shared/api/face-search';
import type { DeviceClient } from './device-client';
import type { NewEvent } from './event-outbox';

type VisitorEvent = Extract<NewEvent, { type: 'visitor' }>;

const FACES = Object.keys(SAMPLE_FACES) as SampleFaceName[];
const snapshots = new Map<SampleFaceName, { image: string; thumbnail: string }>();

/** The robot's camera on a sample face: another photo than the one enrolled, and a thumbnail. */
function snapshotOf(face: SampleFaceName) {
  let shot = snapshots.get(face);
  if (!shot) {
    shot = {
      image: sampleFacePhoto(face, 'second').toString('base64'),
      thumbnail: `data:image/jpeg;base64,${sampleFaceThumbnail(face).toString('base64')}`,
    };
    snapshots.set(face, shot);
  }
  return shot;
}

/**
 * What a simulated robot sees of a visitor who walks up: one of the sample faces (the demo face
 * groups hold some of them, the others are strangers), sent to face search. A recognised person
 * is greeted by name; either way a RECOGNISED visitor event carries the answer and a thumbnail.
 * While face search cannot be reached the visitor goes unrecognised, as on a robot offline.
 */
export class FaceCamera {
  constructor(
    private readonly client: DeviceClient,
    private readonly random: () => number,
    private readonly say: (line: string) => void,
  ) {}

  /** The search under way: one at a time (a visitor arriving meanwhile goes unrecognised). */
  private searching: Promise<void> | null = null;

  /**
   * Sends the face of a visitor who just walked up (APPROACHED) to face search, without holding
   * up the robot's life; `seen` gets the RECOGNISED event when the answer comes.
   */
  look(event: NewEvent, seen: (event: VisitorEvent) => void): void {
    if (event.type !== 'visitor' || event.kind !== 'APPROACHED' || this.searching) return;
    this.searching = this.search(event.at, seen).finally(() => {
      this.searching = null;
    });
  }

  /** Resolves once no search is under way (before the robot's last flush). */
  async idle(): Promise<void> {
    await this.searching;
  }

  private async search(at: string, seen: (event: VisitorEvent) => void): Promise<void> {
    const shot = snapshotOf(FACES[Math.floor(this.random() * FACES.length)]);
    let answer: FaceSearchAnswer;
    try {
      answer = await this.client.faceSearch(shot.image);
    } catch {
      return;
    }
    if (answer.outcome === 'NO_FACE') return;
    const person = answer.person;
    if (person?.greeting) this.say(person.greeting);
    seen({
      type: 'visitor',
      at,
      kind: 'RECOGNISED',
      dwellSeconds: null,
      faceGroup: person?.groupName ?? null,
      personId: person?.id ?? null,
      thumbnail: shot.thumbnail,
    });
  }
}
