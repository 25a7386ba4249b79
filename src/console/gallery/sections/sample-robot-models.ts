import type { FetchRemoteOptions, RemoteOption } from '../../components/RemoteSelect';

/** Sample data for the gallery only: the remote select demo searches it like a server would. */
const SAMPLE_ROBOT_MODELS: RemoteOption[] = [
  '迎宾接待机器人 R1',
  '迎宾接待机器人 R2 Pro',
  '展厅讲解机器人 G3',
  '政务引导机器人 Z1',
  '巡逻安防机器人 P5',
  '巡检机器人 P6 户外版',
  '配送机器人 D2',
  '医院导诊机器人 H1',
  '商超导购机器人 S3',
  '党建宣传机器人 Q1',
].map((label, index) => ({ label, value: `model-${index + 1}` }));

/** How long the sample search pretends the network takes, so the spinner can be seen. */
const SAMPLE_LATENCY_MS = 600;

export const searchSampleRobotModels: FetchRemoteOptions = (keyword, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const wanted = keyword.trim().toLowerCase();
      resolve(SAMPLE_ROBOT_MODELS.filter((option) => option.label.toLowerCase().includes(wanted)));
    }, SAMPLE_LATENCY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
