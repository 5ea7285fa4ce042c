import type { FullConfig } from '@playwright/test';
import { enrolDemoAdmin } from './second-factor';

/** Runs once the e2e server answers (Playwright starts its web server first). */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseUrl = config.projects[0]?.use.baseURL;
  if (!baseUrl) throw new Error('The journeys need a baseURL');
  await enrolDemoAdmin(baseUrl);
}
