export { interviewGuidesPlugin, type InterviewGuidesPluginOptions } from './plugin';
export type { InterviewGuidePorts } from './interview-guide-ports';
