import { useId, useLayoutEffect, useRef } from 'react';
import { pages } from '../journey';
import { useAppState } from '../state/useAppState';
import { Spinner } from './Spinner';

/**
 * Shown while the loading flag is on: a modal with the loading title, text and a spinner when
 * either is set, else a spinner alone (a polite status). Focus moves into it and comes back to
 * where it was when loading ends; the page behind is inert meanwhile (see Layout).
 */
export function LoadingOverlay() {
  const { loading, loadingMessage } = useAppState();
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  // A layout effect: it must see the focused element before the inert page behind loses it.
  useLayoutEffect(() => {
    if (!loading) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    boxRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [loading]);

  if (!loading) return null;
  const { title, text } = loadingMessage;
  if (!title && !text) {
    return (
      <div className="loading-overlay">
        <div ref={boxRef} className="loading-overlay__spinner" role="status" aria-live="polite" tabIndex={-1}>
          <Spinner />
          <span className="visually-hidden">{pages.loading.label}</span>
        </div>
      </div>
    );
  }
  return (
    <div className="loading-overlay">
      <div
        ref={boxRef}
        className="loading-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : pages.loading.label}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
      >
        {title && (
          <h2 id={titleId} className="loading-overlay__title">
            {title}
          </h2>
        )}
        {text && (
          <p id={textId} className="loading-overlay__text">
            {text}
          </p>
        )}
        <Spinner />
      </div>
    </div>
  );
}
