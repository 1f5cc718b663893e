import './char-counter.css';

/** A live "n / max" counter; announced politely only near and over the limit. */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const left = max - length;
  const tone = left < 0 ? 'over' : left <= 20 ? 'near' : 'ok';
  return (
    <span id={id} className={`char-counter char-counter--${tone}`}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="visually-hidden" aria-live={tone === 'ok' ? 'off' : 'polite'}>
        {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
      </span>
    </span>
  );
}
