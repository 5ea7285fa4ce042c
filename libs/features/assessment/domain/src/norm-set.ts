import { z } from 'zod';
import { scales, type Scale } from './scales';

/** Mean and standard deviation of one scale's raw score in the norm group. */
export interface ScaleNorm {
  readonly mean: number;
  readonly sd: number;
  /**
   * Empirical norms only: the percentile rank (share of the norm group scoring lower plus half of
   * those scoring the same, 0..100) of every whole raw score from 0 to the scale's maximum. When
   * present, percentiles come from this table and T is the normalised T of that rank; without it,
   * from the normal model of mean and SD.
   */
  readonly percentileRanks?: readonly number[];
}

/**
 * Norms are data: a result stores the version it was described with (`norm_version`), the norm
 * registry holds every version ever used, and a result is always described with its own.
 */
export interface NormSet {
  readonly version: string;
  readonly source: string;
  /**
   * True while the norms are not the product's own sample (published tables adapted to the
   * product's item set): reports and PDFs say so.
   */
  readonly provisional: boolean;
  readonly scales: Readonly<Record<Scale, ScaleNorm>>;
}

/** Checks a norm set that comes from outside the code (a file, the database) before it is used. */
export const normSetSchema = z.object({
  version: z.string().min(1),
  source: z.string().min(1),
  provisional: z.boolean(),
  scales: z.record(
    z.enum(scales),
    z.object({
      mean: z.number().finite(),
      sd: z.number().finite().positive(),
      percentileRanks: z.array(z.number().min(0).max(100)).optional(),
    }),
  ),
});
