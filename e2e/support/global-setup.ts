import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { prepareDataDirTemplate } from '../../apps/server/src/test-support/data-dir-template';
import { LAUNCH_OPTIONS } from './browser';
import { startSportsbookFrom } from './server';
import type { Sportsbook } from './server';

/*
 * The browser suite's one fixture (decision 048), run by vitest before the first journey file and
 * torn down after the last:
 *   - a prepared DATA_DIR (migrated, seeded) that every journey server starts from a copy of;
 *   - one Chromium, which every file connects to (`launchBrowser`) for fresh contexts;
 *   - one sportsbook with default settings, for the files that only read (`sharedSportsbook`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  let browserServer: BrowserServer | undefined;
  let shared: Sportsbook | undefined;
  const teardown = async () => {
    await Promise.allSettled([shared?.stop(), browserServer?.close()]);
    rmSync(template, { recursive: true, force: true });
  };
  try {
    [browserServer] = await Promise.all([chromium.launchServer(LAUNCH_OPTIONS), prepareDataDirTemplate(template)]);
    shared = await startSportsbookFrom(template);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('e2eDataDirTemplate', template);
  project.provide('e2eBrowserEndpoint', browserServer.wsEndpoint());
  project.provide('e2eSharedSportsbook', { web: shared.web, account: shared.account, api: shared.api });
  return teardown;
}
