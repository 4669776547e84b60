import { useMessageListed } from '../form/FormStatusContext';

/**
 * A question's message under it. One that appears on its own (its question was left) is announced
 * at once; those an error summary lists (after a failed submit or Save) are not, each on its own:
 * the summary is announced, once, and each message is its question's description.
 */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  const listed = useMessageListed();
  return (
    <p id={id} className="field-error" role={listed ? undefined : 'alert'}>
      {message}
    </p>
  );
}
