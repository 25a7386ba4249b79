/** Slide indicators; a click jumps to a slide (outside the editor). */
export function Dots({
  count,
  active,
  onPick,
}: {
  count: number;
  active: number;
  onPick: (index: number) => void;
}) {
  if (count < 2) return null;
  return (
    <div className="rb-dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          // Slides have no id of their own: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          type="button"
          className={index === active ? 'rb-dot rb-dot--active' : 'rb-dot'}
          aria-label={`第${index + 1}张`}
          onClick={() => onPick(index)}
        />
      ))}
    </div>
  );
}
