// Signing in to the console as the seeded demo administrator, the way the browser does.
import SparkMD5 from 'spark-md5';

export const DEMO_ADMIN = '13800000001';
export const DEMO_PASSWORD = 'demo1234';

/** The administrator's bearer token (POST uc/v1/user/token with the spec's login secret). */
export async function signInAsAdmin(base) {
  const timestamp = Date.now();
  const passwordHash = SparkMD5.hash(DEMO_PASSWORD).toUpperCase();
  const secret = SparkMD5.hash(`${DEMO_ADMIN}${passwordHash}${timestamp}`).toUpperCase();
  const body = new URLSearchParams({
    account: DEMO_ADMIN,
    secret,
    timestamp: String(timestamp),
    granType: 'password',
  });
  const answer = await (await fetch(`${base}/uc/v1/user/token`, { method: 'POST', body })).json();
  if (answer.status !== 0) throw new Error(`sign-in failed: ${answer.message}`);
  return answer.data.token;
}
