import { describe, expect, it } from 'vitest';
import { interviewGuideHref } from './interview-guide-links';

describe('interviewGuideHref', () => {
  it('opens the guide of the person against the chosen profile in the company panel', () => {
    expect(interviewGuideHref('/company-panel', 'erin@acme.example', 7)).toBe(
      '/company-panel/employee/erin%40acme.example/interview-guide?profile=7',
    );
  });

  it('offers no guide without a chosen profile, nor in the back office', () => {
    expect(interviewGuideHref('/company-panel', 'erin@acme.example', undefined)).toBeUndefined();
    expect(interviewGuideHref('/admin/companies/3', 'erin@acme.example', 7)).toBeUndefined();
  });
});
