import { ArrowRightOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { CapabilityIcon } from './CapabilityIcon';
import styles from './EnginePlatform.module.css';
import { CAPABILITIES, GETTING_STARTED, PIPELINE, SCENARIOS } from './engine-content';
import { VisionDemo } from './VisionDemo';

const HOW_IT_WORKS_ID = 'how-it-works';

/** The way into the console: straight in when signed in, otherwise registration. */
function useStartAction() {
  const isLogin = useSession((state) => state.isLogin);
  const navigate = useNavigate();
  return isLogin
    ? { label: '进入控制台', start: () => navigate('/home') }
    : { label: '免费注册，立即体验', start: () => navigate('/register') };
}

/** /engine-platform/visual-semantics: the public product page of the AI visual-semantics interaction engine. */
export default function VisualSemanticsPage() {
  const { label, start } = useStartAction();
  const showHowItWorks = () =>
    document.getElementById(HOW_IT_WORKS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Tag className={styles.heroTag} variant="filled">
              开源 · 引擎平台
            </Tag>
            <h1 className={styles.heroTitle}>AI视觉语义交互引擎</h1>
            <p className={styles.heroSlogan}>让机器人看懂场景，听懂意图</p>
            <p className={styles.heroLead}>
              把摄像头看到的画面变成机器人能理解的语义：谁在场、在看什么、想做什么。
              与语音和知识图谱融合，让服务机器人在展厅、政务大厅和营业网点里主动、准确地与人交流。
            </p>
            <Flex gap={12} wrap>
              <Button
                type="primary"
                size="large"
                onClick={start}
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
              >
                {label}
              </Button>
              <Button size="large" ghost onClick={showHowItWorks} icon={<DownOutlined />} iconPlacement="end">
                了解工作原理
              </Button>
            </Flex>
          </div>
          <VisionDemo />
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>核心能力</h2>
        <p className={styles.sectionLead}>从看见到看懂，覆盖服务机器人与人交互的关键视觉能力。</p>
        <div className={styles.capabilities}>
          {CAPABILITIES.map((capability) => (
            <article key={capability.title} className={styles.capability}>
              <div className={styles.capabilityIcon}>
                <CapabilityIcon name={capability.icon} />
              </div>
              <h3>{capability.title}</h3>
              <p>{capability.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.tinted} id={HOW_IT_WORKS_ID}>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>工作原理</h2>
          <p className={styles.sectionLead}>一帧画面到一次得体的回应，只需要四步。</p>
          <ol className={styles.pipeline}>
            {PIPELINE.map((step, index) => (
              <li key={step.title} className={styles.pipelineStep}>
                <span className={styles.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>应用场景</h2>
        <p className={styles.sectionLead}>已在多类公共服务空间中为机器人提供视觉交互能力。</p>
        <div className={styles.scenarios}>
          {SCENARIOS.map((scenario) => (
            <article key={scenario.title} className={styles.scenario}>
              <img src={scenario.picture} alt="" loading="lazy" />
              <div className={styles.scenarioBody}>
                <h3>{scenario.title}</h3>
                <p>{scenario.text}</p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.cta}>
        <div className={styles.ctaInner}>
          <div>
            <h2>开始构建你的视觉交互机器人</h2>
            <ol className={styles.startSteps}>
              {GETTING_STARTED.map((step, index) => (
                <li key={step.title}>
                  <span className={styles.startNumber}>{index + 1}</span>
                  <div>
                    <strong>{step.title}</strong>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <Button type="primary" size="large" onClick={start} className={styles.ctaButton}>
            {label}
          </Button>
        </div>
      </section>
    </div>
  );
}
