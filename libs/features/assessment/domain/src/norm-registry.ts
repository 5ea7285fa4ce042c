import { johnson2014Norms } from './johnson-2014-norms';
import { johnsonBlendNorms } from './johnson-blend-norms';
import type { NormSet } from './norm-set';

/**
 * Every norm set a result may have been described with, by version. A version is never removed
 * or changed once results store it: a result is always read with the norms it was scored under.
 * Empirical norm sets built by tools/scripts/build-empirical-norms.ts are added here.
 */
export const normSets: ReadonlyMap<string, NormSet> = new Map(
  [johnson2014Norms, johnsonBlendNorms].map((norms) => [norms.version, norms]),
);

/** The norms new results are described with; their version is stored with the result. */
export const currentNorms: NormSet = johnsonBlendNorms;

/** The norm set of a stored `norm_version`; an unknown version is a data error, never a guess. */
export function normsOfVersion(version: string): NormSet {
  const norms = normSets.get(version);
  if (!norms) throw new Error(`No norm set of version ${version}`);
  return norms;
}
