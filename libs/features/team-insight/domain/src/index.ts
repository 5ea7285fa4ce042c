export * from './team-scales';
export * from './team-view';
export * from './team-insight-schemas';
export * from './problems';
