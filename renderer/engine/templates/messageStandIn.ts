import { createContext, use, useLayoutEffect } from 'react';

/**
 * Set by a widget that, for now, says itself what its question needs instead of the question's
 * message: an address search that found nothing says so, and 'select it from the list' beside
 * it, with no list to select from, would not help. The question's template provides it.
 */
export const MessageStandInContext = createContext<(standing: boolean) => void>(() => undefined);

/** While `standing`, the question's message is not shown (its error summary still lists it). */
export function useMessageStandIn(standing: boolean): void {
  const stand = use(MessageStandInContext);
  useLayoutEffect(() => {
    stand(standing);
    return () => stand(false);
  }, [stand, standing]);
}
