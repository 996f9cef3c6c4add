// The one way host objects hold what they must release: subscriptions, emitters, panels.
import type * as vscode from 'vscode';

/** Holds disposables and releases them all, newest first, once; anything added after that is released at once. */
export class DisposableStore implements vscode.Disposable {
  private items: vscode.Disposable[] = [];
  private disposed = false;

  /** Takes ownership of `items`. */
  push(...items: vscode.Disposable[]): void {
    if (this.disposed) items.forEach((item) => item.dispose());
    else this.items.push(...items);
  }

  /** Releases everything held, newest first; later calls do nothing. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const items = this.items.reverse();
    this.items = [];
    for (const item of items) item.dispose();
  }
}
