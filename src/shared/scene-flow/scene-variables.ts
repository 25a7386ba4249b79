/** ${name} in a text, as operators write a variable. */
const VARIABLE = /\$\{([^}]+)\}/g;

/** A text with its variables filled in; one the run does not know says nothing. */
export function fillVariables(text: string, variables: Record<string, string>): string {
  if (!text.includes('${')) return text;
  return text.replace(VARIABLE, (_, name: string) => variables[name.trim()] ?? '');
}
