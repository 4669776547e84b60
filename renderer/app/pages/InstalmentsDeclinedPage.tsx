import { MessagePage } from './MessagePage';

export function InstalmentsDeclinedPage() {
  return <MessagePage route="InstalmentsDeclined" />;
}
