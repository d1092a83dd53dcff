/**
 * A first-come, first-served lock. `acquire` resolves with a release function once every earlier
 * holder has released; releasing twice is harmless.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const granted = this.tail.then(() => once(release));
    this.tail = this.tail.then(() => released);
    return granted;
  }
}

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
