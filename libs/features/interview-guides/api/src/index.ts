export { interviewGuidesPlugin } from './plugin';
