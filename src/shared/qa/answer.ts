/**
 * One answer of a Q&A pair, as stored (qa_pairs.answers) and as sent. The text may hold variables
 * such as ${robotName} that the robot fills in; a picture or video and a screen page of the
 * project may go with it. A pair holds one or more answers; the robot picks one of them.
 */
export interface QaAnswer {
  text: string;
  media: QaAnswerMedia | null;
  /** A page of one of the project's screen configurations (homepages) to show with the answer. */
  page: QaAnswerPage | null;
}

export type QaMediaKind = 'image' | 'video';

export interface QaAnswerMedia {
  kind: QaMediaKind;
  url: string;
  /** The file's name as shown in the console. */
  name: string;
}

export interface QaAnswerPage {
  homepageId: string;
  pageId: string;
}
