export { hiringPlugin } from './plugin';
