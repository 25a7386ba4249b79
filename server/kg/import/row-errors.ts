import { IMPORT_LIMITS, type ImportRowError, LIST_SEPARATORS } from '../../../src/shared/api/knowledge-graph';

/** Errors stop being collected past this many; the report says the rest were not checked. */
const MAX_ERRORS = 10_000;

/** The row-level errors of an import, in sheet and row order. */
export class RowErrors {
  readonly list: ImportRowError[] = [];

  add(sheet: string, row: number, column: string, message: string): void {
    if (this.list.length < MAX_ERRORS) this.list.push({ sheet, row, column, message });
  }

  get count(): number {
    return this.list.length;
  }

  /** Required text of at most `max` characters; null (and an error) otherwise. */
  text(
    sheet: string,
    row: number,
    column: string,
    value: string,
    max: number,
    required = true,
  ): string | null {
    if (required && value === '') {
      this.add(sheet, row, column, `${column}不能为空`);
      return null;
    }
    if (value.length > max) {
      this.add(sheet, row, column, `${column}不能超过${max}个字符`);
      return null;
    }
    return value;
  }

  /** A cell listing words (synonyms, aliases), each checked. */
  words(
    sheet: string,
    row: number,
    column: string,
    value: string,
    maxLength: number,
    maxCount: number,
  ): string[] {
    const words = [
      ...new Set(
        value
          .split(LIST_SEPARATORS)
          .map((word) => word.trim())
          .filter(Boolean),
      ),
    ];
    if (words.some((word) => word.length > maxLength))
      this.add(sheet, row, column, `${column}中每项不能超过${maxLength}个字符`);
    if (words.length > maxCount) this.add(sheet, row, column, `${column}最多${maxCount}个`);
    return words.slice(0, maxCount);
  }
}

export const shownErrors = (errors: RowErrors) => errors.list.slice(0, IMPORT_LIMITS.shownErrors);
