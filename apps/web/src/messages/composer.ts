import { checkMessageText, textLength, type MessageTextProblem } from '@rol/protocol/message-text';

export interface ComposerState {
  /** Characters typed, as the server counts them (code points, after trimming). */
  length: number;
  max: number;
  /** Over the limit: the counter turns red and sending is off. */
  over: boolean;
  /** Why the text cannot be sent as it is (null when it can; TEXT_EMPTY is not shown as an error). */
  problem: MessageTextProblem | null;
  canSend: boolean;
}

/** The live counter (e.g. 12/1000) and the §5 checks of a text being written. */
export function composerState(text: string, max: number): ComposerState {
  const length = textLength(text.trim());
  const check = checkMessageText(text, max);
  const problem = check.ok ? null : check.problem;
  return { length, max, over: length > max, problem, canSend: check.ok };
}
