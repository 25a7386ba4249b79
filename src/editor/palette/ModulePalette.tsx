import { PALETTE_ENTRIES } from '../../shared/screen/tags/registry';

/** The modules a designer can add to the page. */
export function ModulePalette() {
  return (
    <ul>
      {PALETTE_ENTRIES.map((entry) => (
        <li key={entry.key}>{entry.name}</li>
      ))}
    </ul>
  );
}
