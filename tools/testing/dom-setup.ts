import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// Screens render their tables as a deferred (transition) render (D72: the People tab, the result
// page), which React commits only when the main thread is free; in jsdom on a 2-core machine
// running the whole suite that took over the default second (the People tab's rows, seen in
// whole runs), so a query for what such a render shows waits up to five.
configure({ asyncUtilTimeout: 5000 });

// The test files of one worker share a document (vitest.config.ts: isolate false). What a file
// leaves in it beyond React's trees goes: react-aria's live region, which holds the file's
// announcements and would meet the next file's accessibility checks, and stored values.
afterAll(() => {
  destroyAnnouncer();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
