import { ApiOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './AuthLayout.module.css';

/** The product's world beside the sign-in forms: robots at work and the platform's three promises. */
export function BrandPanel() {
  return (
    <section className={styles.brand}>
      <div className={styles.logo}>
        <img src="/favicon.svg" alt="" />
        机器人开放平台
      </div>
      <div className={styles.stage}>
        <img
          className={styles.illustration}
          src="/brand/robot-world.svg"
          alt="服务机器人在展厅里迎宾、导航与答疑"
        />
        <div>
          <h1 className={styles.headline}>让机器人能听会说，能走会看</h1>
          <p className={styles.tagline}>创建更简单 · 管理更便捷 · 监控更智能</p>
          <p className={styles.ecosystem}>与伙伴携手，共建机器人生态</p>
        </div>
        <div>
          <Button ghost size="large" icon={<ApiOutlined />} href="/engine-platform" target="_blank">
            体验开源引擎平台
          </Button>
        </div>
      </div>
    </section>
  );
}
