export { assessmentPlugin } from './plugin';
export { findOwnResult, listOwnResults, validityOf } from './services/results';
export { assessmentMessages } from './services/assessment-messages';
export { assessmentPersonalData } from './services/personal-data';
