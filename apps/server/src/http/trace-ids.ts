/**
 * The active trace's ids for each log line (pino's `mixin`), beside its request id (`reqId`), so
 * a trace leads to its logs and back. Nothing outside a trace, or with traces off.
 */
import { context, trace } from '@opentelemetry/api';

export function traceIdsOfActiveSpan(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
