/**
 * After a client-side navigation the new page's h1 receives focus, so keyboard and screen-reader
 * users start at the content. Pages that render late (texts still loading) take the focus when
 * their heading mounts.
 */
let isPending = false;

export function requestHeadingFocus(): void {
  isPending = true;
}

export function focusHeadingIfRequested(heading: HTMLElement | null): void {
  if (!isPending || !heading) return;
  isPending = false;
  heading.focus({ preventScroll: true });
}
