import {
  SAMPLE_FACES,
  type SampleFaceName,
  sampleFacePhoto,
  sampleFaceThumbnail,
} from '../../server/faces/sample-faces';
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

  /** The face search's answer on a visitor who just walked up (APPROACHED); nothing for any other event. */
  async look(event: NewEvent): Promise<VisitorEvent[]> {
    if (event.type !== 'visitor' || event.kind !== 'APPROACHED') return [];
    const shot = snapshotOf(FACES[Math.floor(this.random() * FACES.length)]);
    try {
      const answer = await this.client.faceSearch(shot.image);
      if (answer.outcome === 'NO_FACE') return [];
      const person = answer.person;
      if (person?.greeting) this.say(person.greeting);
      return [
        {
          type: 'visitor',
          at: event.at,
          kind: 'RECOGNISED',
          dwellSeconds: null,
          faceGroup: person?.groupName ?? null,
          personId: person?.id ?? null,
          thumbnail: shot.thumbnail,
        },
      ];
    } catch {
      return [];
    }
  }
}
