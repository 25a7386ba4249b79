/**
 * The variables an answer's text may hold, filled in by the robot that says it: ${robotName} is
 * the robot's own name. The console shows answers as a robot says them (the test chat, a robot's
 * conversations) with the stored text one click away.
 */
export interface AnswerVariableValues {
  robotName: string;
}

const VARIABLE = /\$\{(\w+)\}/g;

export const holdsVariables = (text: string): boolean => /\$\{\w+\}/.test(text);

/** The text with each known variable written as its value; unknown ones are left as written. */
export function fillAnswerVariables(text: string, values: AnswerVariableValues): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof AnswerVariableValues] : whole,
  );
}
