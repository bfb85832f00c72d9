import { parseServerSentEvents } from './sse';

test('complete events are parsed, keep-alive comments skipped, the incomplete rest kept', () => {
  const { events, rest } = parseServerSentEvents(
    ': keep-alive\n\nevent: run\ndata: {"a":1}\n\nevent: run\r\ndata: {"a"',
  );
  expect(events).toEqual([{ event: 'run', data: '{"a":1}' }]);
  expect(parseServerSentEvents(`${rest}:2}\r\n\r\n`).events).toEqual([
    { event: 'run', data: '{"a":2}' },
  ]);
});

test('data lines join with newlines; an event without a name is a message', () => {
  expect(parseServerSentEvents('data: one\ndata: two\n\n').events).toEqual([
    { event: 'message', data: 'one\ntwo' },
  ]);
});
