import { Addons } from '../quote/extras/Addons';

/** The optional covers and the breakdown-cover comparison. */
export function AddonsPage() {
  return <Addons />;
}
