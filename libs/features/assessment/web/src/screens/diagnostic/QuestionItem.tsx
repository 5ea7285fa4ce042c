import { answerScale, type Answer } from '@facet/assessment-domain';
import { Box, RatingScale } from '@facet/design-system';
import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

export interface QuestionItemProps {
  questionId: string;
  /** Position in the whole questionnaire, 1..240. */
  number: number;
  text: string;
  answer: Answer | undefined;
  /** Marks the statement as still to answer (after a try to continue or finish). */
  isFlagged: boolean;
  onAnswer: (questionId: string, answer: Answer) => void;
}

/**
 * One statement with the five answers as a one-row scale of circles (a radio group): arrow keys
 * move the choice (React Aria), and the keys 1 to 5 pick an answer directly while focus is in the
 * group. A digit also moves the focus to the answer it picked, as the arrow keys do: the browser
 * lets Tab stop on the checked radio of a group, so with focus left behind, Tab would land on this
 * statement's answer again instead of the next statement.
 */
export const QuestionItem = memo(function QuestionItem({
  questionId,
  number,
  text,
  answer,
  isFlagged,
  onAnswer,
}: QuestionItemProps) {
  const intl = useIntl();
  const optionInputs = useRef<(HTMLInputElement | null)[]>([]);
  const options = useMemo(
    () => answerScale.map((word) => ({ value: word, label: intl.formatMessage(messages[word]) })),
    [intl],
  );
  const pickByDigit = (event: KeyboardEvent<HTMLElement>) => {
    const index = Number(event.key) - 1;
    const picked = answerScale[index];
    if (/^[1-5]$/.test(event.key) && picked) {
      event.preventDefault();
      optionInputs.current[index]?.focus();
      onAnswer(questionId, picked);
    }
  };
  return (
    <Box
      onKeyDown={pickByDigit}
      data-question-id={questionId}
      data-flagged={isFlagged || undefined}
    >
      <RatingScale
        label={`${number}. ${text}`}
        options={options}
        startLabel={intl.formatMessage(messages.disagree)}
        endLabel={intl.formatMessage(messages.agree)}
        value={answer ?? null}
        onChange={(value) => onAnswer(questionId, value as Answer)}
        isInvalid={isFlagged}
        errorMessage={intl.formatMessage(messages.unansweredFlag)}
        optionInputRef={(index, input) => {
          optionInputs.current[index] = input;
        }}
      />
    </Box>
  );
});
