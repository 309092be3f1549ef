import { FormError } from './form-controls.tsx';

/**
 * Under a shop's goods: what the last purchase did (`note`, announced politely) or why it failed
 * (`error`, already in the player's words).
 */
export function ShopFeedback({ note, noteTestId, error }: { note: string | null; noteTestId: string; error: string | null }) {
  return (
    <div className="shop-feedback" aria-live="polite">
      {note ? (
        <p className="form-note shop-feedback__note" data-testid={noteTestId} role="status">
          {note}
        </p>
      ) : null}
      <FormError text={error} />
    </div>
  );
}
