import { focusMainIfLost } from './focusMainIfLost';

beforeEach(() => {
  document.body.innerHTML =
    '<a href="#main">Skip</a><main tabindex="-1"><button>In the page</button></main><footer><a href="tel:0">Call</a></footer>';
});

test.each([
  ['nowhere (the body)', () => (document.activeElement as HTMLElement | null)?.blur()],
  ['on a link of the footer', () => document.querySelector<HTMLElement>('footer a')?.focus()],
  ['on the skip link above it', () => document.querySelector<HTMLElement>('a[href="#main"]')?.focus()],
])('the focus %s goes to the main content', (_where, place) => {
  place();
  focusMainIfLost();
  expect(document.activeElement).toBe(document.querySelector('main'));
});

test('the focus within the main content stays where it is', () => {
  const button = document.querySelector<HTMLElement>('main button')!;
  button.focus();
  focusMainIfLost();
  expect(document.activeElement).toBe(button);
});
