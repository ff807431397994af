import { afterNextPaint } from './after-next-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the task once, after the next frame (not in it), or after the time limit when no frame comes', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const task = jest.fn();
  afterNextPaint(task, 1000);
  expect(task).not.toHaveBeenCalled();
  frames[0]!(0);
  expect(task).not.toHaveBeenCalled(); // inside the frame: before its paint
  jest.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(task).toHaveBeenCalledTimes(1);

  const hidden = jest.fn();
  afterNextPaint(hidden, 1000); // no frame is painted
  jest.advanceTimersByTime(999);
  expect(hidden).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(hidden).toHaveBeenCalledTimes(1);
});
