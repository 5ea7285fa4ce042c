import { Model } from 'objection';

/** Keeps `updated_at` current on every update of a table that has it. */
export class TimestampedModel extends Model {
  updated_at?: string;

  override $beforeUpdate(): void {
    this.updated_at = new Date().toISOString();
  }
}
