import { rm } from 'node:fs/promises';
import { WORK_DIR_ENV } from './paths';

export default async function globalTeardown(): Promise<void> {
  const workDir = process.env[WORK_DIR_ENV];
  if (workDir) await rm(workDir, { recursive: true, force: true });
}
