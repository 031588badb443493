/*
 * The entry: the libraries are evaluated first, then, in a task of its own, the app (its
 * schemas, strings and stores), then, in a third, it mounts (i18next's start, then the first
 * render). Shorter tasks instead of one long one keep a slow phone responsive while the page
 * starts (decisions 027 and 072).
 */

import { readEnv } from './lib/env';
import { nextTask } from './lib/next-task';
import { adoptDeviceSimulator } from './lib/platform';

// The development device simulator puts the app's bridge on this window before anything reads it.
adoptDeviceSimulator(readEnv().testBuild);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The first date format of a page loads the browser's date data (≈ 30–60 ms on a slow machine,
// whatever the zone or language; later formats take 1–2 ms). It is done while the libraries
// download, when the main thread has nothing else to do, not during the app's start (decision 072).
setTimeout(() => new Intl.DateTimeFormat('en').format(0), 0);

void Promise.all([import('react'), import('react-dom/client')])
  .then(nextTask)
  .then(() => import('./app/mount'))
  .then(async ({ mount }) => {
    await nextTask();
    await mount(root);
  });
