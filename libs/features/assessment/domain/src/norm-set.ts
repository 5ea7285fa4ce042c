import { z } from 'zod';
import { scales, type Scale } from './scales';

/** Mean and standard deviation of one scale's raw score in the norm group. */
export interface ScaleNorm {
  readonly mean: number;
  readonly sd: number;
}

/**
 * Norms are data: a result stores the version it was described with, and a new norm set (another
 * sample, a country, a later revision) replaces the default by being passed in, with no code change.
 */
export interface NormSet {
  readonly version: string;
  readonly source: string;
  readonly scales: Readonly<Record<Scale, ScaleNorm>>;
}

/** Checks a norm set that comes from outside the code (a file, the database) before it is used. */
export const normSetSchema = z.object({
  version: z.string().min(1),
  source: z.string().min(1),
  scales: z.record(
    z.enum(scales),
    z.object({ mean: z.number().finite(), sd: z.number().finite().positive() }),
  ),
});
