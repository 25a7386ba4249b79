import { z } from 'zod';
import {
  applicationConfiguration,
  interestAnswerConfiguration,
  questionnaireConfiguration,
  sleepReportConfiguration,
  volumeControlConfiguration,
} from './skill-configurations';
import { weeklySchedule } from './skill-schedule';

const point = z.string().describe('地图点位名称（与 maps[].points[].name 相同）');

/**
 * The project's enabled store skills as robots receive them in the configuration bundle: the
 * console's configuration with map points named (robots walk and report by point name). A skill
 * absent here is not added or is disabled: the robot does not carry it out.
 */
export const bundleSkills = z
  .object({
    patrol: z
      .object({
        route: z.array(z.object({ point, speech: z.string(), waitSeconds: z.number().int() })),
        schedule: weeklySchedule.describe(
          '巡逻的星期（1=周一…7=周日）与时段（机器人本地时间，[start, end)）',
        ),
        repeat: z.enum(['LOOP', 'ONCE']).describe('LOOP 时段内循环；ONCE 每个时段开始时走一圈'),
      })
      .describe('巡逻：按 route 顺序走到每个点位，到达后播报 speech 并停留 waitSeconds 秒'),
    volumeControl: volumeControlConfiguration.describe(
      '音量控制：处在 bands 的时段时用其音量，否则 defaultVolume',
    ),
    sleepReport: sleepReportConfiguration.describe(
      '休眠播报：sleepAt 播报 sleepSpeech 后休眠，wakeAt 唤醒并播报 wakeSpeech',
    ),
    navigate: z
      .object({
        destinations: z.array(z.object({ point, arrivalSpeech: z.string() })),
        departSpeech: z.string(),
        triggers: z.array(z.string()).describe('访客问题以其一开头、后接目的地名称时开始导航'),
      })
      .describe('导航：访客说「带我去…」时前往目的地'),
    guide: z
      .object({
        tours: z.array(
          z.object({ name: z.string(), legs: z.array(z.object({ point, explanation: z.string() })) }),
        ),
      })
      .describe('引领：访客说出路线名称时，依次走每一段，路上播报 explanation'),
    charge: z
      .object({
        chargerPoint: point,
        goBelow: z.number().int(),
        leaveAbove: z.number().int(),
        speech: z.string(),
      })
      .describe('充电：电量低于 goBelow% 时播报 speech 并前往 chargerPoint，充到 leaveAbove% 离桩'),
    application: applicationConfiguration.describe('应用：屏幕应用栏可打开的应用'),
    interestAnswer: interestAnswerConfiguration.describe('趣味问答：问题由平台的 ask 调用匹配回答'),
    questionnaire: questionnaireConfiguration.describe('问卷调查：在 schedule 的时段请访客作答'),
  })
  .partial();
export type BundleSkills = z.infer<typeof bundleSkills>;
