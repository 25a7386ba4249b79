/** A slot's colours in the examples and the slot table: picked by its place among the intent's slots. */
export interface SlotColor {
  background: string;
  border: string;
  text: string;
}

const PALETTE: SlotColor[] = [
  { background: '#e6f4ff', border: '#4096ff', text: '#0958d9' },
  { background: '#f6ffed', border: '#73d13d', text: '#389e0d' },
  { background: '#fff7e6', border: '#ffa940', text: '#d46b08' },
  { background: '#f9f0ff', border: '#9254de', text: '#531dab' },
  { background: '#e6fffb', border: '#36cfc9', text: '#08979c' },
  { background: '#fff0f6', border: '#f759ab', text: '#c41d7f' },
  { background: '#feffe6', border: '#d4b106', text: '#876800' },
  { background: '#f0f5ff', border: '#597ef7', text: '#1d39c4' },
];

const UNKNOWN: SlotColor = { background: '#f5f5f5', border: '#bfbfbf', text: '#595959' };

export function slotColor(slotNames: readonly string[], slot: string): SlotColor {
  const index = slotNames.indexOf(slot);
  return index < 0 ? UNKNOWN : PALETTE[index % PALETTE.length];
}
