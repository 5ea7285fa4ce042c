import type { InterviewGuideAnswer } from '@facet/interview-guides-domain';

/** The profiles a story's picker offers. */
export const profileChoices = [
  { profile_id: 7, name: 'Support lead' },
  { profile_id: 8, name: 'Platform Sales' },
];

/** A valid result off the profile on two facets, one by far and one within error. */
export const guideWithScales: InterviewGuideAnswer = {
  person: { name: 'Erin Employee', email: 'erin@acme.example' },
  profile: { profile_id: 7, name: 'Support lead' },
  result: { result_id: 41, number: 2, date: '2026-11-02T10:00:00.000Z' },
  validity: { status: 'valid', flags: [], indices: null },
  scales: [
    {
      scale: 'trust',
      direction: 'low',
      position: 'outside',
      percentile: 8,
      rangeLow: 40,
      rangeHigh: 90,
    },
    {
      scale: 'assertiveness',
      direction: 'high',
      position: 'borderline',
      percentile: 78,
      rangeLow: 30,
      rangeHigh: 72,
    },
  ],
  penNotProbed: [],
};

export const guideInsideEveryRange: InterviewGuideAnswer = { ...guideWithScales, scales: [] };

export const questionableGuide: InterviewGuideAnswer = {
  ...guideWithScales,
  validity: { status: 'questionable', flags: ['longstring'], indices: null },
  penNotProbed: ['pen_psychoticism'],
};

export const invalidGuide: InterviewGuideAnswer = {
  ...guideWithScales,
  validity: { status: 'invalid', flags: ['longstring'], indices: null },
  scales: [],
};
