import styles from './EnginePlatform.module.css';

interface Detection {
  label: string;
  /** Box in percent of the picture: left, top, width, height. */
  box: readonly [number, number, number, number];
  tone: 'person' | 'object' | 'robot';
}

/** What the engine finds in the museum picture (positions measured on its 800 × 600 canvas). */
const DETECTIONS: readonly Detection[] = [
  { label: '展品 · 青花瓷瓶', box: [45, 28, 11.5, 21], tone: 'object' },
  { label: '展品 · 山水画', box: [7.5, 16, 25, 26], tone: 'object' },
  { label: '成人 · 驻足', box: [25, 58, 12, 39.5], tone: 'person' },
  { label: '儿童', box: [35, 71, 7.5, 26.5], tone: 'person' },
  { label: '成人 · 注视', box: [54.5, 60, 10.5, 37.5], tone: 'person' },
  { label: '机器人', box: [68, 63, 14, 34], tone: 'robot' },
];

/** The hero's picture: a robot's view of a museum with the engine's detections and its reading of the scene. */
export function VisionDemo() {
  return (
    <figure className={styles.demo} aria-label="视觉语义引擎识别博物馆场景的示意">
      <div className={styles.demoFrame}>
        <img src="/stock/illustrations/museum-visitors.svg" alt="博物馆里一家人正在观看青花瓷瓶" />
        {DETECTIONS.map(({ label, box: [left, top, width, height], tone }) => (
          <div
            key={label}
            className={`${styles.detection} ${styles[tone]}`}
            style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` }}
          >
            <span>{label}</span>
          </div>
        ))}
        <div className={styles.scanLine} />
      </div>
      <figcaption className={styles.reading}>
        <div className={styles.readingRow}>
          <span className={styles.readingKey}>场景</span>
          <span>博物馆展厅 · 3 位访客 · 1 组亲子</span>
        </div>
        <div className={styles.readingRow}>
          <span className={styles.readingKey}>关注</span>
          <span>家长与儿童正在注视「青花瓷瓶」</span>
        </div>
        <div className={styles.readingRow}>
          <span className={styles.readingKey}>意图</span>
          <span className={styles.intent}>展品讲解 · 儿童版</span>
        </div>
      </figcaption>
    </figure>
  );
}
