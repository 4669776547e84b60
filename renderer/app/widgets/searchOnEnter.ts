import type { KeyboardEvent } from 'react';

/**
 * Enter in a lookup's text box (the registration, the postcode) does what its button does: it
 * searches when the button could be pressed, and never submits the step the box is in, which
 * would put the step's messages up for a search the customer was asking for.
 */
export const searchOnEnter =
  (search: () => unknown, ready: boolean) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (ready) void search();
  };
