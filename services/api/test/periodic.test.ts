import Fastify from 'fastify';
import { periodicPlugin } from '../src/http/periodic';

/*
 * Issue 11 item 2: periodic work has one home, tied to the app's lifecycle: nothing runs before
 * the app is ready, a run under way is joined, and closing stops the timers and waits.
 */
describe('periodic work', () => {
  afterEach(() => jest.useRealTimers());

  test('starts when the app is ready, joins a run under way, stops on close', async () => {
    // Only the intervals: Fastify's own start-up needs the real ticks and timeouts.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'setTimeout',
        'clearTimeout',
        'Date',
        'hrtime',
        'performance',
      ],
    });
    const app = Fastify({ logger: false });
    await app.register(periodicPlugin);
    let runs = 0;
    let finish: () => void = () => undefined;
    const runNow = app.periodic.add({
      name: 'count',
      everyMs: 1000,
      atReady: true,
      run: () =>
        new Promise<number>((resolve) => {
          runs += 1;
          finish = () => resolve(runs);
        }),
    });
    const quiet = app.periodic.add({ name: 'quiet', everyMs: 1000, run: async () => 0 });
    jest.advanceTimersByTime(5000);
    expect(runs).toBe(0); // not before ready

    await app.ready();
    expect(runs).toBe(1); // atReady
    jest.advanceTimersByTime(3000);
    expect(runs).toBe(1); // still under way: ticks and run-now join it
    const joined = runNow();
    finish();
    expect(await joined).toBe(1);

    jest.advanceTimersByTime(1000);
    expect(runs).toBe(2);
    const closing = app.close();
    finish();
    await closing;
    jest.advanceTimersByTime(10_000);
    expect(runs).toBe(2); // no timer survives close
    expect(await quiet()).toBe(0);
  });
});
