import { MessagePage } from './MessagePage';

export function ExceptionPage() {
  return <MessagePage route="Exception" />;
}
