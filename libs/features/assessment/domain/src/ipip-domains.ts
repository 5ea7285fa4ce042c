import type { Domain } from './scales';

/** The IPIP-NEO domain letters, in the order IPIP-NEO sources and norm tables list them. */
export const ipipDomainLetters = ['N', 'E', 'O', 'A', 'C'] as const;
export type IpipDomainLetter = (typeof ipipDomainLetters)[number];

export const domainByIpipLetter: Readonly<Record<IpipDomainLetter, Domain>> = {
  N: 'neuroticism_x_emotional_stability',
  E: 'extraversion',
  O: 'openness_to_experience',
  A: 'agreeableness_or_amiability',
  C: 'perseverance_or_responsibility',
};
