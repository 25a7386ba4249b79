// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Drawer, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import '../components/test-support/jsdom-browser';
import { AppProviders } from './AppProviders';

const options = [{ value: 'number', label: '数字' }];

describe('where popups are placed', () => {
  it('puts the list of a select in a drawer inside that drawer, and any other in the page', async () => {
    render(
      <AppProviders>
        <Select open options={options} id="in-page" />
        <Drawer open title="新建概念">
          <Select open options={options} id="in-drawer" />
        </Drawer>
      </AppProviders>,
    );
    await screen.findAllByRole('listbox');
    const drawerBody = document.querySelector('.ant-drawer-body');
    expect(drawerBody?.contains(document.getElementById('in-drawer_list'))).toBe(true);
    expect(document.getElementById('in-page_list')).not.toBeNull();
    expect(drawerBody?.contains(document.getElementById('in-page_list'))).toBe(false);
  });
});
