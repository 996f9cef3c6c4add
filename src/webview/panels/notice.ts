// The notice area (aria-live): the host's notices (why a click did not play, stale edits) and the webview's errors.
const NOTICE_MS = 8000;

/** Shows short messages in `root` (data-testid="notice") for a few seconds. */
export class Notice {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly root: HTMLElement) {}

  /** Shows `message` (as text); `error` styles it as an error. */
  show(message: string, error = false): void {
    clearTimeout(this.timer);
    this.root.textContent = message;
    this.root.classList.toggle('error', error);
    this.timer = setTimeout(() => this.clear(), NOTICE_MS);
  }

  /** Removes the message. */
  clear(): void {
    clearTimeout(this.timer);
    this.root.textContent = '';
  }
}
