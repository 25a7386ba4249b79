import SparkMD5 from 'spark-md5';

const upperMd5 = (text: string): string => SparkMD5.hash(text).toUpperCase();

/** UPPER(MD5(password)): what the server keeps (encrypted) and what checkPwd receives. */
export const passwordHash = (password: string): string => upperMd5(password);

/** secret = UPPER(MD5(account + UPPER(MD5(password)) + timestamp)) (ARCHITECTURE.md). */
export const loginSecret = (account: string, hashedPassword: string, timestamp: number): string =>
  upperMd5(`${account}${hashedPassword}${timestamp}`);
