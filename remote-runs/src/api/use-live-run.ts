import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  RUN_EVENT_NAME,
  endpoints,
  textExtractionRunSchema,
  type TextExtractionRun,
} from '@ontoloom/contract';
import { buildHeaders, endpointUrl, handleUnauthorized } from '@ontoloom/platform';
import { runKeys } from './run-keys';
import { runQueryOptions } from './run-queries';
import { isRunActive } from './run-status';
import { parseServerSentEvents } from './sse';

export const POLL_INITIAL_MS = 1000;
export const POLL_MAX_MS = 8000;

type StreamArgs = {
  projectId: string;
  runId: string;
  signal: AbortSignal;
  onRun: (run: TextExtractionRun) => void;
};

/**
 * Reads `GET …/events` with fetch (the bearer header rules EventSource out). Resolves `ended`
 * when the server closes the stream, `failed` when it cannot be read (then the caller polls).
 */
export async function streamRunEvents({
  projectId,
  runId,
  signal,
  onRun,
}: StreamArgs): Promise<'ended' | 'failed'> {
  const endpoint = endpoints.streamRunEvents;
  const headers: Record<string, string> = {
    ...buildHeaders(endpoint, false),
    Accept: 'text/event-stream',
  };
  let response: Response;
  try {
    response = await fetch(
      endpointUrl(endpoint, { project_id: projectId, extraction_run_id: runId }),
      { headers, signal, cache: 'no-store' },
    );
  } catch {
    return 'failed';
  }
  if (!response.ok) {
    if (response.status === 401 && headers.Authorization) handleUnauthorized();
    return 'failed';
  }
  const reader = response.body?.getReader();
  if (!reader) return 'failed';
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      buffer += decoder.decode(value, { stream: true });
      const { events, rest } = parseServerSentEvents(buffer);
      buffer = rest;
      for (const event of events) {
        if (event.event !== RUN_EVENT_NAME) continue;
        try {
          const parsed = textExtractionRunSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) onRun(parsed.data);
        } catch {
          // A malformed event is skipped; the next one carries the whole run again.
        }
      }
    }
  } catch {
    return signal.aborted ? 'ended' : 'failed';
  }
}

/**
 * Live progress while something of the run is queued or running: server-sent events into the
 * run's query; when the stream cannot be read, polling with backoff (1 s doubling to 8 s, back
 * to 1 s whenever the run changed). Once nothing runs, the results and lists refresh.
 */
export function useLiveRun(run: TextExtractionRun) {
  const queryClient = useQueryClient();
  const active = isRunActive(run);
  const { project_id: projectId, id: runId } = run;
  const wasActive = useRef(active);

  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: runKeys.results(projectId, runId) });
      void queryClient.invalidateQueries({ queryKey: runKeys.lists() });
    }
    wasActive.current = active;
  }, [active, projectId, runId, queryClient]);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const key = runKeys.detail(projectId, runId);
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = (delay: number) => {
      timer = setTimeout(() => {
        const before = queryClient.getQueryData<TextExtractionRun>(key)?.updated_at;
        queryClient
          .fetchQuery({ ...runQueryOptions(projectId, runId), staleTime: 0 })
          .then((latest) => {
            if (controller.signal.aborted || !isRunActive(latest)) return;
            poll(latest.updated_at !== before ? POLL_INITIAL_MS : Math.min(delay * 2, POLL_MAX_MS));
          })
          .catch(() => {
            if (!controller.signal.aborted) poll(Math.min(delay * 2, POLL_MAX_MS));
          });
      }, delay);
    };

    void streamRunEvents({
      projectId,
      runId,
      signal: controller.signal,
      onRun: (latest) => queryClient.setQueryData(key, latest),
    }).then((outcome) => {
      if (controller.signal.aborted) return;
      // Ended while the run still looks active (e.g. the API restarted), or never streamed.
      if (outcome === 'failed' || isRunActive(queryClient.getQueryData(key) ?? run)) {
        poll(POLL_INITIAL_MS);
      }
    });

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // The run object changes with every event; the connection depends only on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, projectId, runId, queryClient]);
}
