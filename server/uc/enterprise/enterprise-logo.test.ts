import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_MSG,
  type EnterpriseInfo,
  type EnterpriseLogo,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import { UC } from '../../../src/shared/api/uc-paths';
import type { Caller, ManagerTestApp } from '../../manager/test-support/manager-test-app';
import { createManagerTestApp } from '../../manager/test-support/manager-test-app';
import { multipart } from '../../media/test-support/multipart';
import { pngOf } from '../../test-support/account-calls';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createRole, invite } from './test-support/enterprise-calls';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const upload = (caller: Caller, bytes: Uint8Array, fileName = 'logo.png') => {
  const body = multipart([{ fileName, bytes }]);
  return app.call<EnterpriseLogo>(caller, {
    method: 'POST',
    url: TENANT_API.logoUpload,
    headers: body.headers,
    payload: body.payload,
  });
};
const info = async () =>
  (await app.call<EnterpriseInfo>(app.enterpriseA, { url: TENANT_API.info })).body.data;
const save = (caller: Caller, logoUrl: string | null) =>
  app.call(caller, {
    method: 'PUT',
    url: TENANT_API.info,
    payload: { logoUrl, contactName: '王经理', contactPhone: '010-12345678', address: '北京市海淀区' },
  });

describe('the enterprise logo', () => {
  it('is uploaded as a picture, saved with the info, and shown to every member', async () => {
    const uploaded = await upload(app.enterpriseA, pngOf('logo-a'));
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.body.data;
    expect(logoUrl).toMatch(/^logo\/[0-9a-f]{64}\.png$/);
    // Uploading alone changes nothing: the form's 保存 does.
    expect((await info()).logoUrl).toBeNull();
    expect((await save(app.enterpriseA, logoUrl)).statusCode).toBe(200);
    expect((await info()).logoUrl).toBe(logoUrl);

    const member = await invite(app, '13700000801', [await createRole(app, '标志查看', ['PROJECT'])]);
    const seen = await app.call<EnterpriseLogo>(member, { url: TENANT_API.logo });
    expect(seen.body.data).toEqual({ logoUrl });
    const picture = await app.app.inject({
      url: UC.userImage,
      query: { path: logoUrl as string },
      headers: member.headers,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // A member uploads no logo; another enterprise sees its own (none).
    expect((await upload(member, pngOf('logo-m'))).statusCode).toBe(403);
    expect((await app.call<EnterpriseLogo>(app.enterpriseC, { url: TENANT_API.logo })).body.data).toEqual({
      logoUrl: null,
    });
  });

  it('refuses an address, a forged path, another uploader’s picture and what is no picture', async () => {
    const url = await save(app.enterpriseA, 'https://example.com/logo.png');
    expect(url.statusCode).toBe(400);
    expect(url.body.message).toBe(ENTERPRISE_MSG.logoInvalid);
    expect((await save(app.enterpriseA, `logo/${'0'.repeat(64)}.png`)).statusCode).toBe(400);
    const theirs = (await upload(app.enterpriseC, pngOf('logo-c'))).body.data.logoUrl as string;
    expect((await save(app.enterpriseA, theirs)).statusCode).toBe(400);
    const notPicture = await upload(app.enterpriseA, new TextEncoder().encode('<svg/>'), 'logo.png');
    expect(notPicture.statusCode).toBe(400);
    // Removing the logo is a change like any other.
    expect((await save(app.enterpriseA, null)).statusCode).toBe(200);
    expect((await info()).logoUrl).toBeNull();
  });

  it('keeps a history entry per change, saying only what changed, and none for a save that changed nothing', async () => {
    await save(app.enterpriseA, null);
    const entries = (await info()).history.length;
    expect((await save(app.enterpriseA, null)).statusCode).toBe(200);
    expect((await info()).history).toHaveLength(entries);
    const changed = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: TENANT_API.info,
      payload: {
        logoUrl: null,
        contactName: '李经理',
        contactPhone: '010-12345678',
        address: '北京市海淀区',
      },
    });
    expect(changed.statusCode).toBe(200);
    const [latest] = (await info()).history;
    expect(latest.detail).toEqual({ before: { contactName: '王经理' }, after: { contactName: '李经理' } });
  });
});
