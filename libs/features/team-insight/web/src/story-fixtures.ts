import { currentNorms, domains, facetsByDomain, type ScaleScores } from '@facet/assessment-domain';
import {
  compareTeams,
  teamView,
  type TeamCompareAnswer,
  type TeamMemberInput,
  type TeamViewAnswer,
} from '@facet/team-insight-domain';

const names = [
  'Ana Souza',
  'Bruno Lima',
  'Carmen Ruiz',
  'David Okafor',
  'Elena Petrova',
  'Farah Haddad',
  'Gustavo Reis',
  'Hana Sato',
  'Iker Etxeberria',
  'Julia Fischer',
  'Kofi Mensah',
  'Lucía Romero',
];

/** Deterministic, varied facet scores (0..32): each person and facet differ, nothing random. */
function scoresOf(person: number): ScaleScores {
  const scores = {} as Record<string, number>;
  domains.forEach((domain, domainIndex) => {
    let sum = 0;
    facetsByDomain[domain].forEach((facet, facetIndex) => {
      const wave = Math.sin((person + 1) * (domainIndex + 2) + facetIndex * 1.7);
      const value = Math.round(18 + 9 * wave + (domainIndex === 4 ? 3 : 0));
      const score = Math.min(32, Math.max(0, value));
      scores[facet] = score;
      sum += score;
    });
    scores[domain] = sum;
  });
  scores['pen_extraversion'] = scores['extraversion']!;
  scores['pen_neuroticism'] = scores['neuroticism_x_emotional_stability']!;
  scores['pen_psychoticism'] = 96;
  return scores as ScaleScores;
}

function membersOf(count: number, offset = 0): TeamMemberInput[] {
  return Array.from({ length: count }, (_, index) => ({
    user_id: offset + index + 1,
    name: names[(offset + index) % names.length]!,
    email: `person${offset + index + 1}@acme.example`,
    result: {
      result_id: 100 + offset + index,
      scores: scoresOf(offset + index),
      norm_version: currentNorms.version,
      validity: 'valid',
    },
  }));
}

const leftOutMembers: TeamMemberInput[] = [
  { user_id: 90, name: 'Nora New', email: 'nora@acme.example', result: null },
  { user_id: 91, name: 'Nils New', email: 'nils@acme.example', result: null },
  {
    user_id: 92,
    name: 'Ivo Idle',
    email: 'ivo@acme.example',
    result: {
      result_id: 192,
      scores: scoresOf(5),
      norm_version: currentNorms.version,
      validity: 'invalid',
    },
  },
];

/** Answered in a hurry: counted, and marked wherever the team's members are listed. */
const questionableMember: TeamMemberInput = {
  user_id: 93,
  name: 'Quinn Quick',
  email: 'quinn@acme.example',
  result: {
    result_id: 193,
    scores: scoresOf(3),
    norm_version: currentNorms.version,
    validity: 'questionable',
  },
};

const supportScope = { kind: 'group', group_id: 1, name: 'Customer support' } as const;

export const fullTeam: TeamViewAnswer = { scope: supportScope, ...teamView(membersOf(8)) };
export const teamWithLeftOut: TeamViewAnswer = {
  scope: supportScope,
  ...teamView([...membersOf(8), questionableMember, ...leftOutMembers]),
};
export const emptyTeam: TeamViewAnswer = { scope: supportScope, ...teamView([]) };
export const everyoneLeftOut: TeamViewAnswer = { scope: supportScope, ...teamView(leftOutMembers) };
/** Two counted and one without a result: too few to show anyone's scores. */
export const tooFewTeam: TeamViewAnswer = {
  scope: supportScope,
  ...teamView([...membersOf(2), leftOutMembers[0]!]),
};
export const companyTeam: TeamViewAnswer = {
  scope: { kind: 'company', name: 'Acme Demo' },
  ...teamView(membersOf(12)),
};

const salesTeam = teamView(membersOf(4, 8));
export const salesComparison: TeamCompareAnswer = {
  a: {
    scope: supportScope,
    counted: fullTeam.counted,
    countedQuestionable: fullTeam.countedQuestionable,
    leftOut: fullTeam.leftOut,
  },
  b: {
    scope: { kind: 'group', group_id: 2, name: 'Sales' },
    counted: salesTeam.counted,
    countedQuestionable: salesTeam.countedQuestionable,
    leftOut: salesTeam.leftOut,
  },
  scales: compareTeams(fullTeam, salesTeam),
};

export const otherGroups = [
  { group_id: 2, name: 'Sales' },
  { group_id: 3, name: 'Engineering' },
];
