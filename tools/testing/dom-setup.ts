import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// The test files of one worker share a document (vitest.config.ts: isolate false). What a file
// leaves in it beyond React's trees goes: react-aria's live region, which holds the file's
// announcements and would meet the next file's accessibility checks, and stored values.
afterAll(() => {
  destroyAnnouncer();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
