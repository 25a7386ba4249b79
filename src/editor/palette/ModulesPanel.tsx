import { Segmented } from 'antd';
import { useState } from 'react';
import { ModulePalette } from './ModulePalette';
import styles from './ModulePalette.module.css';
import { PageModules } from './PageModules';

type Scope = 'all' | 'page';

/**
 * The left panel's 模块 tab, in the spec's two scopes: 模块 (every module to add) and 本页模块 (the
 * modules on the current page, to find and select). Both are lists of modules, so they share one
 * tab instead of nesting a second 模块 inside 模版.
 */
export function ModulesPanel() {
  const [scope, setScope] = useState<Scope>('all');
  return (
    <>
      <div className={styles.scope}>
        <Segmented
          block
          size="small"
          aria-label="模块范围"
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          options={[
            { value: 'all', label: '模块' },
            { value: 'page', label: '本页模块' },
          ]}
        />
      </div>
      {scope === 'all' ? <ModulePalette /> : <PageModules />}
    </>
  );
}
