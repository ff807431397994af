/**
 * Runs `task` once, after the next frame has been painted: work the first screen does not need
 * (the translations service's strings, the consent banner's script) then neither delays its paint
 * nor, answered meanwhile, renders the app again before it. A tab that paints no frame (in the
 * background) runs it after `latestMs`.
 */
export function afterNextPaint(task: () => void, latestMs = 1000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  // a frame's animation callbacks run before its paint; a task queued from one runs after it
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, latestMs);
}
