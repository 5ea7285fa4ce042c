/** The reading pace and the questionnaire's length live in the kernel, for pages without the bank. */
export {
  minutesLeftFor,
  questionnaireMinutes,
  readingSecondsPerStatement,
} from '@facet/platform-kernel';
