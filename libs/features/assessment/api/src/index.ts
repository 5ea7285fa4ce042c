export { assessmentPlugin } from './plugin';
export { findOwnResult, listOwnResults } from './services/results';
export { assessmentMessages } from './services/assessment-messages';
export { assessmentPersonalData } from './services/personal-data';
